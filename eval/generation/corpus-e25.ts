/**
 * Licence: the quoted prompts are text of Wikipedia articles (English Wikipedia and, for one, Simple English
 * Wikipedia), by Wikipedia contributors, licensed under the Creative Commons Attribution-ShareAlike licence (CC BY-SA 4.0,
 * https://creativecommons.org/licenses/by-sa/4.0/; revisions before June 2023 under CC BY-SA 3.0,
 * https://creativecommons.org/licenses/by-sa/3.0/), as read in the copies named beside each prompt (Wikipedia itself or
 * a mirror that reproduces a revision of it). Each article, by its Wikipedia address, is credited below. They are short
 * quotations used as test data; changes made: reference markers ("[1]", "[citation needed]") removed, list bullets
 * written "- " (or kept as "1."), whitespace trimmed and a line break inside a link joined.
 *
 * A STUDY batch (e25) of encyclopedia lead sections on kinds of record-keeping software, the genre of the held-out h15
 * (corpus-blind13.ts), written by the blind writer (`bld`) on 2026-11-29 in the nineteenth generation session, on main
 * a2a7e7f, before any rule change of that session. Same source and method as h15 (candidates, selection rule and what
 * was left out are in corpus-blind13.ts's header): of the 25 articles kept, in the order searched, every fourth is here
 * (6); none is in h15. Each prompt is the article's lead, at most its first three paragraphs, verbatim in the revision
 * the copy read holds. Expectations are what a careful reader of the text expects, written the same blind way as h15's,
 * before the generator's output was looked at. Its misses may be read while tuning (`--only 'e25-*' --verbose`); h15
 * measures whether what is learnt here carries over. Split 'dev'. Same expectation DSL as corpus.ts.
 *
 * Articles (title, address; the copy read is beside each prompt):
 *   Church software: https://en.wikipedia.org/wiki/Church_software
 *   Hospital information system: https://en.wikipedia.org/wiki/Hospital_information_system
 *   Computer reservation system: https://en.wikipedia.org/wiki/Computer_reservation_system
 *   Inventory management software: https://en.wikipedia.org/wiki/Inventory_management_software
 *   Clinical data management system: https://en.wikipedia.org/wiki/Clinical_data_management_system
 *   Picture archiving and communication system: https://en.wikipedia.org/wiki/Picture_archiving_and_communication_system
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev', 'e25');

/** The prompts: each article's lead, verbatim (the copy read in a comment; the article is credited in the header). */
const P = {
  church:
    'Church software is any type of computer software specifically designed for use by a church. There are administrative packages tailored to handle membership databases and finances, and also worship presentation programs to generate images for video projectors.', // https://en.wikipedia.org/wiki/Church_software
  hospital:
    "A hospital information system (HIS) is an element of health informatics that primarily addresses the administrative and operational needs of hospitals. In many implementations, an HIS is a comprehensive, integrated information system designed to manage all aspects of a hospital's operation, including medical, administrative, financial, and legal processes. HIS is also referred to as hospital management software or hospital management system (HMS). More broadly, an HIS is a type of medical information system (MIS).\n\nHospital information systems provide a centralized source of patient data, including medical histories, lab results, imaging, and visit schedules. Modern HIS solutions, such as Medicare HMS, ensure that data is secure, accessible only to authorized personnel, and available at the point of care. They enhance coordination among healthcare professionals by making patient information available when and where it is needed. Portable devices like smartphones and tablet computers are often used at the bedside for real-time access.\n\nHIS solutions typically consist of multiple software components with specialty-specific modules, and can integrate sub-systems such as laboratory information system (LIS), radiology information system (RIS), picture archiving and communication system (PACS), or policy and procedure management tools.", // https://en.wikipedia.org/wiki/Hospital_information_system
  reservation:
    'Computer reservation systems, or central reservation systems (CRS), are computerized systems used to store and retrieve information and conduct transactions related to air travel, hotels, car rental, or other activities. Originally designed and operated by airlines, CRSs were later extended for use by travel agencies, and global distribution systems (GDSs) to book and sell tickets for multiple airlines. Most airlines have outsourced their CRSs to GDS companies, which also enable consumer access through Internet gateways.\n\nModern GDSs typically also allow users to book hotel rooms, rental cars, airline tickets as well as other activities and tours. They also provide access to railway reservations and bus reservations in some markets, although these are not always integrated with the main system. These are also used to relay computerized information for users in the hotel industry, making reservation and ensuring that the hotel is not overbooked.\n\nAirline reservations systems may be integrated into a larger passenger service system, which also includes an airline inventory system and a departure control system. The current centralised reservation systems are vulnerable to network-wide system disruptions.', // https://review.clateway.com/wiki/view_html.php?q=Computer_reservation_system&sq=Qlik
  inventory:
    'Inventory management software is a computer-based system for tracking inventory levels, orders, sales and deliveries. It can also be used in the manufacturing industry to create a work order, bill of materials and other production-related documents. Companies use inventory management software to avoid product overstock and outages. It is a tool for organizing inventory data that before was generally stored in hard-copy form or in spreadsheets. It is often associated with and is similar to distribution software, as distributors that can compete with less cash tied up in inventories have a distinct advantage over their competitors.', // https://en.wikipedia.org/wiki/Inventory_management_software
  'clinical-data':
    'A clinical data management system or CDMS is a tool used in clinical research to manage the data of a clinical trial. The clinical trial data gathered at the investigator site in the case report form are stored in the CDMS. To reduce the possibility of errors due to human entry, the systems employ various means to verify the data. Systems for clinical data management can be self-contained or part of the functionality of a CTMS. A CTMS with clinical data management functionality can help with the validation of clinical data as well as helps the site employ for other important activities like building patient registries and assist in patient recruitment efforts.', // http://gabormelli.com/RKB/Clinical_Data_Management_System_(CDMS)
  pacs: 'A picture archiving and communication system (PACS) is a medical imaging technology which provides economical storage and convenient access to images from multiple modalities (source machine types). Electronic images and reports are transmitted digitally via PACS; this eliminates the need to manually file, retrieve, or transport film jackets, the folders used to store and protect X-ray film.', // https://sparkthread.net/en/Picture%20Archiving%20and%20Communication%20System
};

const MEMBER = 'Member|Person';
const FINANCE = 'Donation|Contribution|Transaction|Payment|Offering|Gift|Finance|FinancialRecord|Fund|Expense|Income|Giving';
const VISIT = 'Visit|Appointment|Encounter|Schedule|VisitSchedule|Admission';
const LAB = 'LabResult|Result|LabTest|Test|TestResult';
const RESERVATION = 'Reservation|Booking';
const TRAVELLER = 'Customer|Passenger|Traveler|Traveller|Guest|Client';
const TICKET = 'Ticket|AirlineTicket|FlightTicket';
const AIRLINE = 'Airline|Carrier';
const AGENCY = 'TravelAgency|Agency|Agent|TravelAgent';
const PRODUCT = 'Product|Item|InventoryItem|Stock|StockItem';
const INV_ORDER = 'Order|PurchaseOrder|SalesOrder';
const INV_SALE = 'Sale|SalesOrder|Invoice';
const DELIVERY = 'Delivery|Shipment';
const TRIAL = 'Trial|ClinicalTrial|Study';
const SITE = 'Site|InvestigatorSite|StudySite';
const CRF = 'CaseReportForm|Crf|Form|CaseReport|ReportForm';
const SUBJECT = 'Patient|Subject|Participant';
const MED_IMAGE = 'Image|Study|MedicalImage|Scan|ImagingStudy|Exam|Examination';
const REPORT = 'Report|RadiologyReport|ImagingReport';

export const E25_CREATE_CASES: CreateCase[] = [
  dev('church', P['church'], {
    [MEMBER]: 'name',
    [FINANCE]: 'amount:money, date|given_on|received_on|transaction_date:date|datetime',
    '?Presentation|Slide|Song|Image|WorshipService|Service|Lyric': '',
    '?Church|Congregation': '',
    '?Family|Household': '',
    '?Projector|Video': '',
  }),
  dev('hospital', P['hospital'], {
    Patient: 'name',
    [VISIT]: '>Patient, date|scheduled|scheduled_at|visit_date|start|starts_at|scheduled_for:date|datetime',
    [LAB]: '>Patient',
    '?MedicalHistory|History|MedicalRecord|Condition|HealthRecord': '',
    '?Image|Imaging|Scan|ImagingStudy': '',
    '?Bill|Invoice|Billing|Payment|Claim': '',
    '?Doctor|Physician|Practitioner|Staff|Professional|Clinician|Nurse|HealthcareProfessional': '',
    '?Department|Ward|Bed': '',
    '?Device': '',
    '?Policy|Procedure': '',
    '?Hospital': '',
    '?Module|Subsystem': '',
    '?Supply|MedicalSupply|Medication|Drug': '',
    '?Diet|Meal': '',
  }),
  dev('reservation', P['reservation'], {
    [RESERVATION]: `>${TRAVELLER}`,
    [TRAVELLER]: 'name',
    [TICKET]: '',
    [AIRLINE]: 'name',
    '?Flight': '',
    '?Hotel|HotelRoom|Room': '',
    '?Car|RentalCar|CarRental|Vehicle': '',
    [`?${AGENCY}`]: '',
    '?Tour|Activity': '',
    '?Train|Bus|RailReservation|BusReservation|Railway': '',
    '?Seat|Inventory|AirlineInventory': '',
    '?Transaction|Payment': '',
    '?DistributionSystem|Gds|GlobalDistributionSystem': '',
    '?Departure|DepartureControl': '',
  }),
  dev('inventory', P['inventory'], {
    [PRODUCT]: 'name, quantity|stock|level|on_hand|stock_level|inventory_level|quantity_on_hand:count|number',
    [INV_ORDER]: `>${PRODUCT}`,
    [INV_SALE]: `>${PRODUCT}`,
    [DELIVERY]: `>${INV_ORDER}|${PRODUCT}`,
    '?WorkOrder': '',
    '?BillOfMaterials|Bom|BillOfMaterial': '',
    '?Supplier|Vendor|Distributor': '',
    '?Warehouse|Location': '',
    '?Customer': '',
    '?OrderLine|LineItem|SaleLine|OrderItem': '',
    '?Document': '',
  }),
  dev('clinical-data', P['clinical-data'], {
    [TRIAL]: 'name|title',
    [SITE]: 'name',
    [CRF]: `>${SUBJECT}|${SITE}|${TRIAL}`,
    [SUBJECT]: '',
    '?PatientRegistry|Registry': '',
    '?Recruitment|Enrollment': '',
    '?Verification|Validation|Query|DataCheck|Check': '',
    '?Investigator|Staff|User|Employee': '',
    '?Data|DataEntry|Record|DataPoint': '',
  }),
  dev('pacs', P['pacs'], {
    [MED_IMAGE]: 'modality|source|machine|device|source_machine|machine_type',
    [REPORT]: `>${MED_IMAGE}`,
    '?Modality|Device|Machine|SourceMachine': '',
    '?Patient': '',
    '?FilmJacket|Folder|Film': '',
    '?Radiologist|Doctor|User': '',
  }),
];
