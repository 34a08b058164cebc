/**
 * Licence: the quoted prompts are text of Wikipedia articles (English Wikipedia and, for one, Simple English
 * Wikipedia), by Wikipedia contributors, licensed under the Creative Commons Attribution-ShareAlike licence (CC BY-SA 4.0,
 * https://creativecommons.org/licenses/by-sa/4.0/; revisions before June 2023 under CC BY-SA 3.0,
 * https://creativecommons.org/licenses/by-sa/3.0/), as read in the copies named beside each prompt (Wikipedia itself or
 * a mirror that reproduces a revision of it). Each article, by its Wikipedia address, is credited below. They are short
 * quotations used as test data; changes made: reference markers ("[1]", "[citation needed]") removed, list bullets
 * written "- " (or kept as "1."), whitespace trimmed and a line break inside a link joined.
 *
 * A STUDY batch of edit prompts (x25) in the genre of the held-out h15 (encyclopedia lead sections on kinds of
 * record-keeping software), written by the blind writer (`bld`) on 2026-11-29 in the nineteenth generation session, on
 * main a2a7e7f, before any rule change of that session, the same way as h15's edits (the rule is in corpus-blind13.ts's
 * header): the base is the lead's first sentence, the request the first list item or later sentence that names a record
 * or field the first sentence does not, verbatim. These are the edits of the six e25 articles (none is an h15 article).
 * Expectations were written from the base and the request alone, before the generator's output was looked at. Studied
 * with `--only 'x25-*' --verbose`; h15's edits measure whether what is learnt carries over. Same expectation DSL as
 * corpus.ts.
 *
 * Articles (title, address; the copy read is beside each prompt):
 *   Church software: https://en.wikipedia.org/wiki/Church_software
 *   Hospital information system: https://en.wikipedia.org/wiki/Hospital_information_system
 *   Computer reservation system: https://en.wikipedia.org/wiki/Computer_reservation_system
 *   Inventory management software: https://en.wikipedia.org/wiki/Inventory_management_software
 *   Clinical data management system: https://en.wikipedia.org/wiki/Clinical_data_management_system
 *   Picture archiving and communication system: https://en.wikipedia.org/wiki/Picture_archiving_and_communication_system
 */
import type { EditCase } from './corpus.ts';
import { edits, links, linked } from './corpus-dsl.ts';

const x25 = edits('dev', 'x25');


/** The edit bases: each lead's first sentence, verbatim. */
const B = {
  church: 'Church software is any type of computer software specifically designed for use by a church.',
  hospital:
    'A hospital information system (HIS) is an element of health informatics that primarily addresses the administrative and operational needs of hospitals.',
  reservation:
    'Computer reservation systems, or central reservation systems (CRS), are computerized systems used to store and retrieve information and conduct transactions related to air travel, hotels, car rental, or other activities.',
  inventory: 'Inventory management software is a computer-based system for tracking inventory levels, orders, sales and deliveries.',
  'clinical-data': 'A clinical data management system or CDMS is a tool used in clinical research to manage the data of a clinical trial.',
  pacs: 'A picture archiving and communication system (PACS) is a medical imaging technology which provides economical storage and convenient access to images from multiple modalities (source machine types).',
};

const FINANCE = 'Donation|Contribution|Transaction|Payment|Offering|Gift|Finance|FinancialRecord|Fund|Expense|Income|Giving';
const LAB = 'LabResult|Result|LabTest|Test|TestResult';
const VISIT = 'Visit|Appointment|Encounter|Schedule|VisitSchedule|Admission';
const AGENCY = 'TravelAgency|Agency|Agent|TravelAgent';
const TICKET = 'Ticket|AirlineTicket|FlightTicket';
const AIRLINE = 'Airline|Carrier';
const SITE = 'Site|InvestigatorSite|StudySite';
const CRF = 'CaseReportForm|Crf|Form|CaseReport|ReportForm';
const REPORT = 'Report|RadiologyReport|ImagingReport';
const MED_IMAGE = 'Image|Study|MedicalImage|Scan|ImagingStudy|Exam|Examination';

export const X25_EDIT_CASES: EditCase[] = [
  x25(
    'church',
    B['church'],
    'There are administrative packages tailored to handle membership databases and finances, and also worship presentation programs to generate images for video projectors.',
    ['+Member|Membership|Person|MembershipRecord', `+${FINANCE}`],
  ),
  x25(
    'hospital',
    B['hospital'],
    'Hospital information systems provide a centralized source of patient data, including medical histories, lab results, imaging, and visit schedules.',
    ['+Patient', `+${LAB}`, `+${VISIT}`, links(LAB, 'Patient')],
  ),
  x25(
    'reservation',
    B['reservation'],
    'Originally designed and operated by airlines, CRSs were later extended for use by travel agencies, and global distribution systems (GDSs) to book and sell tickets for multiple airlines.',
    [`+${AGENCY}`, `+${TICKET}`, `+${AIRLINE}`],
  ),
  x25(
    'inventory',
    B['inventory'],
    'It can also be used in the manufacturing industry to create a work order, bill of materials and other production-related documents.',
    ['+WorkOrder|ProductionOrder|ManufacturingOrder', '+BillOfMaterials|Bom|BillOfMaterial'],
  ),
  x25(
    'clinical-data',
    B['clinical-data'],
    'The clinical trial data gathered at the investigator site in the case report form are stored in the CDMS.',
    [`+${SITE}`, `+${CRF}`, linked(CRF, SITE)],
  ),
  x25(
    'pacs',
    B['pacs'],
    'Electronic images and reports are transmitted digitally via PACS; this eliminates the need to manually file, retrieve, or transport film jackets, the folders used to store and protect X-ray film.',
    [`+${REPORT}`, linked(REPORT, MED_IMAGE)],
  ),
];
