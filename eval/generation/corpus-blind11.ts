/**
 * Licence: the quoted descriptions are from DPGAlliance/publicgoods-candidates, released into the public
 * domain under the Unlicense (https://unlicense.org); no notice is required, the source is credited below.
 *
 * An eleventh held-out batch (h13), written by the blind writer (`bld`) in the seventeenth generation
 * session (2026-11-29), on main 599c16c, before any rule change of that session was measured on it. Its
 * prompts are not the team's words, and their genre is new to the corpus: **the registry entries of digital
 * public goods**, the `description` an NGO, a government team, a UN agency or a company writes when it
 * nominates its public-interest software to the Digital Public Goods Alliance's registry. They describe
 * software for health systems, humanitarian aid, social protection, civil registration, agriculture and civic
 * participation, in the sector's own vocabulary (case management, frontline workers, beneficiaries, registries,
 * supply chains, EMR/EIR/LMIS, OpenHIE, FHIR, "digital global good"), often as a platform or an
 * "information system" for a whole programme rather than as an app; many name who funded or deployed it,
 * and the records are mostly implied by what the sector manages (a blood inventory "from collection to
 * transfusion", "civil registration", "beneficiary, provider and payer data") rather than listed.
 *
 * Source: DPGAlliance/publicgoods-candidates (Unlicense), commit a1d99f08b175143bb562f7377beefb1de41a6186,
 * the `description` of the JSON files in `nominees/` (the registry's current entries) and `archive/` (entries
 * archived since), named in the comment beside each prompt. Selection: every entry of type `software` whose
 * description says what the software keeps records of (names a kind of record, or a record-keeping activity
 * and its object: "track distribution of emergency relief packages", "manage inventory, purchase and issue
 * stocks, and dispense medication"); libraries, SDKs, APIs, protocols, AI models, simulators, analytics over
 * outside data, contact-tracing and messaging tools, games and descriptions that only name a technology or a
 * mission were left out, and so were near-duplicates (the Mifos apps, a second hospital record system of the
 * same kind, the iOS twin of an Android app): 57. In alphabetical order of the file name, every fourth went
 * to the study batch e23/x23 (corpus-e23.ts, corpus-x23.ts); the other 43 are here.
 *
 * Each prompt is the entry's description, verbatim (whitespace at its ends trimmed; its typos kept).
 *
 * Expectations are what a careful reader of the text expects: required records for what it clearly stores
 * (each kind of record named or implied by the sector's activity: a transfusion to "transfusion", a
 * registration to "civil registration", a stock level to "stockouts"), `?` for plausible ones (users and
 * roles, facilities that only run the software, reports, dashboards), key fields with types where the text
 * says or plainly implies them, and the links it implies. They were written without running the generator
 * on these prompts or looking at anything it builds for them (nor at the projects' own data models).
 *
 * The edits: the source has no edit requests, so, as for h10-h12, the base is one verbatim sentence of a
 * description that says what the software is (its first such sentence), and the request is one thing that a
 * later sentence of the same description, or the entry's own `evidenceText` (where the nominator says how
 * the software serves each Sustainable Development Goal, in the same file), names and the base does not,
 * minimally reworded as "Add …" (the entry's own words kept), or verbatim when it already reads as a request
 * ("Allow an NGO to create an account …"). Things that store nothing (reporting, analytics, who deployed it,
 * what it is built with) give no edit.
 *
 * Its misses are never read while tuning; its aggregate is measured on 599c16c and at the session's end.
 * Same expectation DSL as corpus.ts.
 */
import type { CreateCase, EditCase } from './corpus.ts';
import { creations, edits, links, linked } from './corpus-dsl.ts';

const held = creations('heldout');
const heldEdit = edits('heldout');


/** The descriptions, verbatim (the registry file in a comment). */
const P = {
  aajeevika: "Aajeevika application of UNDP, India is funded by DIGITAL X Scale Accelerator Programme of Digital Office. Using the Aajeevika mobile app, rural women get connected with potential buyers of their products and Uttarakhand government can monitor the activity on LIVE dashboard of web version of this application.", // nominees/aajeevika.json
  aamdigital: "Open source case management software for the social Sector. It provides an easy-to-use case management web app for NGOs anywhere in the world.", // nominees/aam-digital.json
  accessiblekazakhstan: "It is a model of an online map with information on accessibility of public facilities that enables people with limited mobility to navigate the public space.", // nominees/accessible-kazakhstan.json
  housingvacancy: "A Telegram bot that allows housing officials/owners to report vacancy to a central source and allows health works/government officials to consume that information.", // archive/africa-covid-19-response-toolkit-housing-vacancy-bot.json
  bloodsafety: "System to monitor blood inventory from collection to transfusion.", // nominees/blood-safety-information-system.json
  boxtribute: "An open-source digital system making it easy to source, store & distribute aid rapidly to people in need in a fair and dignified way. Boxtribute provides web-app for organisations to run a free shop", // nominees/boxtribute.json
  coinsence: "Platform to match youth volunteers to social enterprises", // nominees/coinsence.json
  commcareandroid: "Android App for CommCare, an easily customizable, open source mobile platform that supports frontline workers in low-resource settings. By replacing paper-based forms, frontline workers can use CommCare to track and support their clients with registration forms, checklists, SMS reminders, and multimedia.", // nominees/commcare-android.json
  coronasafecare: "Coronasafe Care is an integrated tele-triage+bed allocation+patient shifting tool for implementing a decentralized Covid19 management strategy.", // nominees/coronasafe-care.json
  ekshop: "ekShop is a fully open-source eCommerce platform that is customizable and configurable to your needs. It is completely free, adaptable and open to be supported by a worldwide community of volunteers and contributors. It's free and open source nature allows users to maintain complete control of the data content and modify it as they wish and according to their needs. Our intended goal is to allow any potential entrepreneur to quickly get up and running with an online platform to sell goods online.", // nominees/ekshop.json
  erpnext: "Open source ERP system for financial accounting, inventory management etc.", // nominees/erpnext.json
  everwellhub: "The Everwell Hub is a best in-class patient management platform designed for high-burden public healthcare programs globally.  The Everwell Hub supports the entire digital cascade of care from diagnosis through treatment support and completion, including fully integrated modules for diagnostics (both lab generated results and AI diagnostic solutions), digital adherence technologies, virtual care and patient engagement, and digital payments.", // nominees/everwell-hub.json
  flowcameroon: "Flow is a water source location app that helps students of the University of Bamenda, Bambili to find/locate clean water sources.", // nominees/flow-cameroon.json
  gofr: "GOFR is an open source federated facility registry platform for reconciling multiple facility lists and managing a primary list", // nominees/global-open-facility-registry.json
  growstuff: "Growstuff is an open source project for food gardeners. They crowdsource information on what their members are growing and harvesting, aggregate it, and make it available as open data via their API.", // nominees/growstuff.json
  ihris: "iHRIS is a free and open-source software solution that has been used in over 30 countries to more easily collect, maintain, and analyze health workforce data and manage health workforce resources at a ministry of health (MOH), district health offices, and health care facilities. iHRIS helps countries around the world track and manage their health workforce data to improve access to services.", // nominees/ihris.json
  mochcare: "Digitization of Maternal and Child Health Record Book. With MOCHCare, doctors can record post-natal and ante-natal information about the mother and child digitally to help mitigate the effects of maternal books shortage.", // nominees/mochcare.json
  neighborexpress: "The City of Concord, California worked with USDR to create a volunteer-matching system that connects community volunteers to vulnerable populations for groceries, deliveries, and check-ins. It has already been rapidly adapted for two other cities. It has since been scaled to Walnut Cree, California and Paterson, New Jersey.", // archive/neighbor-express.json
  oky: "Oky is the world's first mobile phone period tracker app designed for and with adolescent girls.", // nominees/oky.json
  opencontractingportal: "The Open Contracting Portal (OC Portal) is an open-source platform built to organize and archive procurement documents, improve data transparency and feedback by the public, and to help publish procurement information in the Open Contracting Data Standard (OCDS)", // nominees/open-contracting-portal.json
  openfoodsource: "A web-based open source software system that coordinates and manages local food systems where many producers sell to many customers in an online 24-7 marketplace.", // archive/open-food-source.json
  openclinicga: "OpenClinic GA is an open source integrated hospital information management system covering management of administrative, financial, clinical, lab, x-ray, pharmacy, meals distribution and other data. Extensive statistical and reporting capabilities.", // archive/openclinic-ga.json
  opencrvs: "OpenCRVS is an open-source software for civil registration, designed for low resource settings", // nominees/opencrvs.json
  openelisglobal: "The OpenELIS Global software is an open enterprise-level laboratory information system built on open-source web-based technologies that has been tailored for low-and-middle income country public health laboratories.", // nominees/openelis-global.json
  openimis: "OpenIMIS is open source software that manages social (health) protection schemes. It links beneficiary, provider and payer data.", // nominees/openimis.json
  openlittermap: "OpenLitterMap is an open, interactive, and accessible database of the world's litter and plastic pollution.", // nominees/openlittermap.json
  openlmis: "Cloud-based electronic logistics management information system (LMIS) built to support national supply chains manage medical supplies and avoid stockouts", // nominees/openlmis.json
  openrims: "OpenRIMS is a web-based tool that helps NMRAs streamline and track medicines registration to ensure that they have the most updated medicines available and approved for prescribing and use. With OpenRIMS, NMRAs can: record and organize information on suppliers and products, track product applications in the registration process, analyze and compare suppliers and products and track critical information for decision making, such as cost, usage, and safety. OpenRIMS is a Java-based application that can run on a desktop or an Android tablet/smart phone", // nominees/openrims.json
  openspp: "OpenSPP is an integrated and digital social protection information system that enables governments and humanitarian agencies to streamline the creation and management of assistance programs.", // nominees/openspp.json
  opensrp: "Open source mobile health platform that allows frontline health workers to electronically register and track the health of their entire client population.", // nominees/opensrp.json
  parliament: "Allow citizens and other interested parties to monitor what's going on in the South African parliament. With specific focus on tracking the progress of legislation as it moves through the various phases", // archive/parliamentary-monitoring-group.json
  pvers: "PvERS II is a web and mobile based solution which provides reporting and surveillance functionalities of  individual case study reports (ICSR) and consumer reporting in pharmacovigilance.", // nominees/pharmacovigilance-electronic-reporting-tool.json
  primero: "A web app for confidential case management and incident monitoring in social welfare, child protection, and gender based violence.", // nominees/primero.json
  rahat: "Rahat is a collection of open source blockchain-based digital relief distribution management projects  for humanitarian agencies to support marginalized communities.", // nominees/rahat.json
  redirect2: "Redirect 2% - redirectioneaza.ro - is a project which helps non-governmental organizations raise funds, by making it easier for citizens to fill out a specific form which allows them to donate 2% of their income tax to an NGO. The platform allows an NGO to create an account and fill in the data relevant to their donation form. It allows citizens to pick an NGOs from the ones that have filled in their data, and then fill the redirection form out with the citizen's own data, before printing it and singing it.", // archive/redirect-2-redirectioneaza.ro.json
  rxsolution: "RxSolution is an electronic pharmaceutical management system used to manage inventory, purchase and issue stocks, and dispense medication.", // archive/rxsolution.json
  seismicrisk: "Seismic Risk is a platform dedicated to crowd-sourcing information on buildings in order to asses the risk of urban collapse in case of an earthquake or other major disasters. The platform also has a content area containing guides for property owners on how to consolidate their buildings and what legislation they fall under.", // archive/seismic-risk.json
  simple: "Free software to manage large-scale hypertension and diabetes control programs.", // nominees/simple.json
  socialincome: "Social Income provides an end-to-end solution to manage direct-cash transfer projects or universal basic income pilots. This includes funding grassroots fundraising, contributor management, selection management with third-party NGOs and payment management (not the actual payment, this can be done with any local mobile money provider).", // nominees/social-income.json
  tractionthrive: "An application that enables hospitals and healthcare practitioners to more accurately track and distribute critical medical staff and resources to meet the immediate needs of COVID-19 response teams. It was created by Traction On Demand in partnership with Thrive Health and initially rolled out with the Provincial Health Services Authority of British Columbia.", // archive/traction-thrive.json
  uwazi: "Uwazi is a web-based database application designed for human rights defenders to manage collections of information, including documents, evidence, cases and complaints.", // nominees/uwazi.json
  vxnaid: "Vxnaid is a digital platform that supports correct vaccine administration & efficient vaccination campaigns. Enable broad adoption of Vxnaid especially in RLS countries to ensure correct administration of vaccines, identification of vaccinees, follow-up/recall of vaccinated persons and understanding of vaccination campaign effectiveness.", // nominees/vxnaid.json
  zeprs: "The Zambia Electronic Perinatal Record System (ZEPRS) is an Electronic Medical Record (EMR) system used by public obstetric clinics and a hospital (the University Teaching Hospital) in Lusaka, Zambia to improve patient care. The University of Alabama Birmingham (UAB) Center for Research in Women's Health (CRWH), RTI, and the Center for Infectious Disease Research in Zambia (CIDRZ) developed ZEPRS with local medical expertise and project engagement from the Lusaka Urban Health District, Central Board of Health and funding support from the Bill & Melinda Gates Foundation.", // archive/zeprs.json
};
/** The edit bases: the first sentence of the description, verbatim. */
const B = {
  aajeevika:
    'Using the Aajeevika mobile app, rural women get connected with potential buyers of their products and Uttarakhand government can monitor the activity on LIVE dashboard of web version of this application.',
  aamdigital: 'Open source case management software for the social Sector.',
  accessiblekazakhstan:
    'It is a model of an online map with information on accessibility of public facilities that enables people with limited mobility to navigate the public space.',
  boxtribute:
    'An open-source digital system making it easy to source, store & distribute aid rapidly to people in need in a fair and dignified way.',
  commcareandroid:
    'Android App for CommCare, an easily customizable, open source mobile platform that supports frontline workers in low-resource settings.',
  coronasafecare:
    'Coronasafe Care is an integrated tele-triage+bed allocation+patient shifting tool for implementing a decentralized Covid19 management strategy.',
  ekshop: 'ekShop is a fully open-source eCommerce platform that is customizable and configurable to your needs.',
  everwellhub:
    'The Everwell Hub is a best in-class patient management platform designed for high-burden public healthcare programs globally.',
  growstuff: 'Growstuff is an open source project for food gardeners.',
  ihris:
    'iHRIS is a free and open-source software solution that has been used in over 30 countries to more easily collect, maintain, and analyze health workforce data and manage health workforce resources at a ministry of health (MOH), district health offices, and health care facilities.',
  mochcare: 'Digitization of Maternal and Child Health Record Book.',
  opencrvs: 'OpenCRVS is an open-source software for civil registration, designed for low resource settings',
  openimis: 'OpenIMIS is open source software that manages social (health) protection schemes.',
  openrims:
    'OpenRIMS is a web-based tool that helps NMRAs streamline and track medicines registration to ensure that they have the most updated medicines available and approved for prescribing and use.',
  openspp:
    'OpenSPP is an integrated and digital social protection information system that enables governments and humanitarian agencies to streamline the creation and management of assistance programs.',
  parliament: "Allow citizens and other interested parties to monitor what's going on in the South African parliament.",
  rahat:
    'Rahat is a collection of open source blockchain-based digital relief distribution management projects  for humanitarian agencies to support marginalized communities.',
  redirect2:
    'Redirect 2% - redirectioneaza.ro - is a project which helps non-governmental organizations raise funds, by making it easier for citizens to fill out a specific form which allows them to donate 2% of their income tax to an NGO.',
  seismicrisk:
    'Seismic Risk is a platform dedicated to crowd-sourcing information on buildings in order to asses the risk of urban collapse in case of an earthquake or other major disasters.',
  simple: 'Free software to manage large-scale hypertension and diabetes control programs.',
  socialincome: 'Social Income provides an end-to-end solution to manage direct-cash transfer projects or universal basic income pilots.',
  vxnaid: 'Vxnaid is a digital platform that supports correct vaccine administration & efficient vaccination campaigns.',
};

// Entity name alternatives used more than once.
const SELLER = 'Seller|Woman|Producer|Entrepreneur|Member|Artisan|Vendor';
const CASE = 'Case|Child|Beneficiary|Client|Participant|Survivor';
const BLOOD_UNIT = 'BloodUnit|Unit|Donation|Bag|BloodBag|Collection';
const AID_ITEM = 'Box|Item|Stock|Product|Aid|Article';
const AID_RECIPIENT = 'Beneficiary|Recipient|Person|Customer|Family|Household';
const VOLUNTEER = 'Volunteer|Youth|YouthVolunteer';
const ENTERPRISE = 'Enterprise|SocialEnterprise|Organization|Organisation';
const CLIENT = 'Client|Patient|Beneficiary|Case';
const FACILITY = 'Facility|Hospital|CareCenter|HealthFacility';
const GOODS = 'Product|Good|Item|Goods';
const DIAGNOSTIC = 'Diagnosis|Diagnostic|Test|LabResult|Result|DiagnosticTest|LabTest';
const PAYMENT = 'Payment|Payout|Transfer|Disbursement|DigitalPayment';
const LIST = 'FacilityList|List|Source|DataSource|MasterList';
const GARDENER = 'Member|Gardener|User|Grower';
const PLANTING = 'Planting|Crop|Plant|Growing';
const WORKER = 'HealthWorker|Employee|Worker|Staff|Person|Provider|HealthcareWorker';
const WORK_PLACE = 'Facility|HealthFacility|Office|DistrictOffice|District|Workplace';
const MOTHER = 'Mother|Patient|Woman';
const CHILD = 'Child|Baby|Infant|Newborn';
const MCH_VISIT = 'Visit|Checkup|AntenatalVisit|PostnatalVisit|Record|Examination|Consultation|AncVisit|PncVisit|HealthRecord|Antenatal|Postnatal|AntenatalRecord|PostnatalRecord|Entry';
const NEIGHBOUR = 'Recipient|Requester|Resident|Client|Neighbor|Neighbour|Person|Senior';
const ERRAND = 'Request|Task|Delivery|Errand|Assignment|Match|Order';
const CONTRACT = 'Contract|Procurement|Tender|Award|ProcurementProcess';
const PRODUCER = 'Producer|Farmer|Vendor|Seller|Grower';
const FOOD = 'Product|Item|FoodItem|Listing';
const ORDER_LINE = 'Order|OrderItem|LineItem|OrderLine';
const LAB_TEST = 'LabTest|LabResult|LabOrder|Test|LabRequest|LabExam';
const XRAY = 'Xray|XRay|Imaging|Radiology|ImagingStudy|RadiologyExam|XrayExam|Radiograph';
const DRUG = 'Drug|Medication|Medicine|PharmacyItem|PharmacyProduct|Product';
const SAMPLE = 'Sample|Specimen';
const BENEFICIARY = 'Beneficiary|Insuree|Member|Person|Family|Individual|Household|Registrant|Group';
const SCHEME = 'Scheme|Policy|Product|Plan|Programme|Program|InsuranceProduct|HealthScheme';
const SUPPLY = 'Product|Commodity|Item|MedicalSupply|Supply|MedicalProduct';
const DEPOT = 'Facility|HealthFacility|Warehouse|Depot|Store';
const STOCK = 'Stock|StockCard|StockItem|Inventory|StockOnHand|StockLevel|StockBalance';
const SUPPLIER = 'Supplier|Manufacturer|Applicant|Company';
const MEDICINE = 'Product|Medicine|Drug|MedicinalProduct';
const APPLICATION = 'Application|ProductApplication|RegistrationApplication|Registration';
const PROGRAM = 'Program|Programme|AssistanceProgram';
const SRP_CLIENT = 'Client|Patient|Person';
const BILL = 'Bill|Legislation|Law';
const ADVERSE = 'Report|CaseReport|Icsr|ICSR|AdverseEvent|AdverseReaction|SafetyReport|IndividualCaseSafetyReport|AdverseDrugReaction';
const PV_DRUG = 'Drug|Medicine|Product|Medication|SuspectDrug';
const RELIEF_RECIPIENT = 'Beneficiary|Recipient|Household|Family|Person';
const NGO = 'Ngo|NGO|Organization|Organisation|NonGovernmentalOrganization';
const REDIRECTION = 'Redirection|RedirectionForm|Form|Submission|Donation|Declaration';
const RX = 'Medicine|Drug|Medication|Product|Item|StockItem|PharmaceuticalProduct';
const PURCHASE = 'Purchase|PurchaseOrder|Order|Receipt|PurchaseItem|OrderItem|PurchaseOrderItem|PurchaseLine';
const CONTRIBUTOR = 'Contributor|Donor|Supporter';
const RECIPIENT = 'Recipient|Beneficiary';
const PARTNER = 'Ngo|NGO|Partner|Organization|Organisation|PartnerOrganization|PartnerNgo';
const STAFF = 'Staff|StaffMember|HealthcareWorker|Practitioner|Worker|Employee|Clinician|MedicalStaff';
const RESOURCE = 'Resource|Equipment|Supply|Asset|Bed|Ventilator|MedicalResource';
const HOSPITAL = 'Hospital|Facility|Site|Team|ResponseTeam|HealthAuthority';
const VACCINEE = 'Vaccinee|Participant|Person|Patient|Recipient|Subject|Client';
const FOLLOW_UP = 'FollowUp|Followup|Recall|Visit|Appointment|Reminder';
const ZEPRS_PATIENT = 'Patient|Woman|Mother';

export const BLIND11_CREATE_CASES: CreateCase[] = [
  held('h13-aajeevika', P.aajeevika, {
    Product: `name, price:money, >${SELLER}`,
    [SELLER]: 'name',
    'Buyer|Customer': 'name',
    '?Order|Inquiry|Connection|Lead|Sale|Enquiry': '',
    '?Activity|Dashboard': '',
  }),
  held('h13-aam-digital', P.aamdigital, {
    [CASE]: 'name',
    '?Note|Activity|Visit|Interaction|CaseNote|Event': '',
    '?Ngo|NGO|Organization|Organisation': '',
    '?User|Staff|SocialWorker|Worker|CaseWorker': '',
    '?School|Attendance': '',
  }),
  held('h13-accessible-kazakhstan', P.accessiblekazakhstan, {
    'Facility|Place|PublicFacility|Location|Building|Venue': 'name, address|location|latitude|lat|coordinates, accessibility|accessible|wheelchair|accessibility_level|is_accessible|ramp',
    '?Review|Report|Rating': '',
    '?Category|Type|FacilityType': '',
    '?User|Person': '',
  }),
  held('h13-housing-vacancy', P.housingvacancy, {
    'Vacancy|Housing|Property|Listing|Unit|VacancyReport|Report|Accommodation': 'address|location|place|city',
    '?Owner|Official|Landlord|HousingOfficial|Reporter': '',
    '?HealthWorker|GovernmentOfficial|User': '',
  }),
  held('h13-blood-safety', P.bloodsafety, {
    [BLOOD_UNIT]: `blood_type|blood_group|group|type, collected|collection_date|collected_at|collected_on|date:date|datetime, status, >Donor`,
    Donor: 'name, blood_type|blood_group',
    Transfusion: `>${BLOOD_UNIT}, date|transfused_at|transfusion_date|transfused_on:date|datetime`,
    '?Patient|Recipient': '',
    '?Test|Screening|TestResult': '',
    '?Hospital|Facility|BloodBank': '',
  }),
  held('h13-boxtribute', P.boxtribute, {
    [AID_ITEM]: 'name|product|item, quantity|count|items:count|number',
    [AID_RECIPIENT]: 'name',
    'Distribution|Transaction|Checkout|Purchase|Order|Handout': `>${AID_RECIPIENT}`,
    '?Shop|FreeShop': '',
    '?Location|Warehouse|Base|Organisation|Organization': '',
    '?Category|Size|Gender': '',
  }),
  held('h13-coinsence', P.coinsence, {
    [VOLUNTEER]: 'name',
    [ENTERPRISE]: 'name',
    [linked(VOLUNTEER, ENTERPRISE)]: '',
    '?Match|Application|Placement|Opportunity|Project|Role': '',
    '?Skill|Interest': '',
  }),
  held('h13-commcare-android', P.commcareandroid, {
    [CLIENT]: 'name',
    '?Registration|Form|Visit|FormSubmission|Submission|FollowUp': '',
    '?Checklist|ChecklistItem|Task': '',
    '?Reminder|SmsReminder|Message|Sms': '',
    '?Worker|FrontlineWorker|HealthWorker|User|Media|Multimedia': '',
  }),
  held('h13-coronasafe-care', P.coronasafecare, {
    Patient: 'name',
    Bed: `>${FACILITY}`,
    [FACILITY]: 'name',
    'Triage|Consultation|Teleconsultation|Assessment|TeleTriage': '>Patient',
    'Shift|Transfer|PatientShift|ShiftRequest|Shifting|PatientTransfer': `>Patient, >${FACILITY}`,
    [linked('Patient|Allocation|BedAllocation|Admission|Assignment', 'Bed')]: '',
    '?Doctor|Staff|User': '',
  }),
  held('h13-ekshop', P.ekshop, {
    [GOODS]: 'name, price:money',
    Order: '>Customer, status',
    Customer: 'name',
    [links(ORDER_LINE, GOODS)]: '',
    '?Shop|Store|Seller|Entrepreneur|Vendor': '',
    '?Category': '',
  }),
  held('h13-erpnext', P.erpnext, {
    'Account|LedgerAccount|ChartOfAccount|GlAccount': 'name',
    'Transaction|JournalEntry|Entry|Invoice|Payment|LedgerEntry|GlEntry': 'amount|total|debit|credit:money, date|posting_date:date',
    'Item|Product|StockItem': 'name, quantity|stock|qty|on_hand:count|number',
    '?Warehouse': '',
    '?StockEntry|StockMovement|StockTransaction': '',
    '?Customer|Supplier': '',
  }),
  held('h13-everwell-hub', P.everwellhub, {
    Patient: 'name',
    [DIAGNOSTIC]: '>Patient, result|outcome|finding, date|tested_at|test_date|diagnosed_at|date_diagnosed:date|datetime',
    'Treatment|Episode|Regimen|TreatmentEpisode': '>Patient, start|start_date|started_on:date, status',
    Payment: '>Patient, amount:money',
    '?Adherence|Dose|DoseLog|AdherenceRecord|AdherenceLog': '',
    '?Consultation|Visit|VirtualCare|Appointment': '',
    '?Program|Programme': '',
  }),
  held('h13-flow-cameroon', P.flowcameroon, {
    'WaterSource|Source|WaterPoint|Location|Well': 'name, location|latitude|lat|address|coordinates, clean|quality|status|potable|is_clean|water_quality',
    '?Student|User': '',
    '?Review|Report|Rating': '',
  }),
  held('h13-facility-registry', P.gofr, {
    Facility: 'name, type|kind|facility_type|category, location|address|latitude|district|region',
    [LIST]: 'name',
    [linked('Facility', LIST)]: '',
    '?Match|Mapping|Link|Reconciliation|FacilityMatch': '',
    '?Partner|Organization|Organisation': '',
  }),
  held('h13-growstuff', P.growstuff, {
    [GARDENER]: 'name',
    [PLANTING]: `>${GARDENER}, planted|planted_at|planted_on|date|planting_date:date`,
    Harvest: `>${PLANTING}|${GARDENER}, date|harvested|harvested_at|harvested_on|harvest_date:date, quantity|amount|weight:number|count`,
    '?Seed|Variety|Garden|CropType': '',
  }),
  held('h13-ihris', P.ihris, {
    [WORKER]: 'name, cadre|role|position|job|job_title|qualification|occupation',
    [WORK_PLACE]: 'name',
    [linked(WORKER, WORK_PLACE)]: '',
    '?Position|Post|Job|Assignment|Deployment': '',
    '?Training|Qualification|License|Licence|Leave': '',
  }),
  held('h13-mochcare', P.mochcare, {
    [MOTHER]: 'name',
    [CHILD]: `>${MOTHER}, name, birth|date_of_birth|dob|birth_date|born_on:date`,
    [MCH_VISIT]: `>${MOTHER}|${CHILD}, date|visit_date|recorded_at:date|datetime, type|kind|stage|visit_type|category`,
    '?Doctor|Provider|HealthWorker': '',
    '?Vaccination|Immunization': '',
  }),
  held('h13-neighbor-express', P.neighborexpress, {
    Volunteer: 'name, phone|email',
    [NEIGHBOUR]: 'name, address',
    [ERRAND]: `>${NEIGHBOUR}, >Volunteer, type|kind|category|service`,
    '?CheckIn|Checkin|Call': '',
    '?City': '',
  }),
  held('h13-oky', P.oky, {
    'Period|Cycle|PeriodEntry|Entry|Log|DayLog|PeriodLog': 'start|start_date|date|started_on:date',
    '?Symptom|Mood|Note|DiaryEntry': '',
    '?User|Girl|Profile': '',
  }),
  held('h13-open-contracting-portal', P.opencontractingportal, {
    [CONTRACT]: 'title|name, amount|value|price|budget:money, date|start|award_date|published|published_at|start_date|date_signed:date',
    'Document|ProcurementDocument|File|Attachment': `>${CONTRACT}, file|url|document|attachment`,
    'Feedback|Comment': `>${CONTRACT}|Document|ProcurementDocument`,
    '?Supplier|Vendor|Bidder|Contractor': '',
    '?Buyer|Agency|ProcuringEntity': '',
  }),
  held('h13-open-food-source', P.openfoodsource, {
    [PRODUCER]: 'name',
    [FOOD]: `>${PRODUCER}, name, price:money`,
    Order: '>Customer',
    Customer: 'name',
    [links(ORDER_LINE, FOOD)]: '',
    '?Market|Marketplace|Hub|FoodSystem': '',
    '?Delivery|Pickup': '',
  }),
  held('h13-openclinic-ga', P.openclinicga, {
    Patient: 'name',
    'Admission|Encounter|Visit': '>Patient',
    'Invoice|Bill|Payment|Charge': '>Patient, amount|total:money',
    [LAB_TEST]: '>Patient, result',
    [XRAY]: '>Patient',
    [DRUG]: 'name, stock|quantity|qty|on_hand:count|number',
    '?Meal|MealDistribution|Diet': '',
    '?Ward|Department|Staff': '',
  }),
  held('h13-opencrvs', P.opencrvs, {
    'Birth|BirthRegistration|BirthRecord': 'date|date_of_birth|birth_date|dob:date, place|place_of_birth|location',
    'Death|DeathRegistration|DeathRecord': 'date|date_of_death|death_date:date',
    '?Person|Child|Individual|Citizen|Deceased|Informant': '',
    '?Certificate': '',
    '?Registrar|Office|Facility': '',
    '?Marriage': '',
  }),
  held('h13-openelis-global', P.openelisglobal, {
    [SAMPLE]: '>Patient, type|sample_type|specimen_type, collected|collected_at|collection_date|received|received_at|date:date|datetime',
    'Test|TestResult|Result|Analysis|Order|LabOrder': `>${SAMPLE}|Patient, result|value, status`,
    Patient: 'name',
    '?Laboratory|Lab': '',
    '?TestType|Panel': '',
  }),
  held('h13-openimis', P.openimis, {
    [SCHEME]: 'name',
    [BENEFICIARY]: 'name',
    'Provider|HealthFacility|Facility': 'name',
    Payer: 'name',
    '?Claim': '',
    '?Enrollment|Enrolment|PolicyHolder|Contribution|Premium': '',
  }),
  held('h13-openlittermap', P.openlittermap, {
    'Photo|Litter|LitterItem|Observation|Report|Upload|Entry': 'photo|image|picture:image, location|latitude|lat|coordinates, type|category|kind|litter_type|material',
    '?User|Contributor': '',
    '?Tag|Category|Brand': '',
  }),
  held('h13-openlmis', P.openlmis, {
    [SUPPLY]: 'name',
    [DEPOT]: 'name',
    [STOCK]: `>${SUPPLY}, >${DEPOT}, quantity|stock_on_hand|on_hand|balance|qty:count|number`,
    '?Requisition|Order|Shipment|Request': '',
    '?StockMovement|Adjustment|Transaction': '',
  }),
  held('h13-openrims', P.openrims, {
    [SUPPLIER]: 'name',
    [MEDICINE]: `name, >${SUPPLIER}, cost|price:money`,
    [APPLICATION]: `>${MEDICINE}, status, submitted|date|submitted_at|application_date|submitted_on:date`,
    '?Usage|SafetyReport|Safety': '',
    '?Regulator|Nmra|Reviewer': '',
  }),
  held('h13-openspp', P.openspp, {
    [PROGRAM]: 'name',
    'Beneficiary|Registrant|Individual|Household|Person|Group': 'name',
    [linked('Beneficiary|Registrant|Individual|Household|Person|Group', PROGRAM)]: '',
    '?Entitlement|Payment|Benefit|Disbursement|Cycle': '',
    '?Agency|Government': '',
  }),
  held('h13-opensrp', P.opensrp, {
    [SRP_CLIENT]: 'name, birth|date_of_birth|dob|birth_date:date',
    'Visit|Encounter|Event|HealthRecord|Observation|Checkup': `>${SRP_CLIENT}, date|visit_date|recorded_at:date|datetime`,
    '?HealthWorker|Worker|Provider|User': '',
    '?Household|Family': '',
    '?Vaccination|Immunization': '',
  }),
  held('h13-parliament', P.parliament, {
    [BILL]: 'title|name, status|phase|stage|current_stage|current_phase',
    '?Stage|Phase|Progress|History|Step|BillEvent': '',
    '?Committee|Meeting|Session|Member|Mp': '',
    '?Citizen|User|Follower|Subscription': '',
  }),
  held('h13-pvers', P.pvers, {
    [ADVERSE]: `description|reaction|event|details|symptoms:text, date|onset|onset_date|reported_at|report_date|reported_on:date|datetime, >${PV_DRUG}`,
    [PV_DRUG]: 'name',
    '?Patient': '',
    '?Reporter|Consumer|HealthProfessional|User': '',
    '?Surveillance|Signal': '',
  }),
  held('h13-primero', P.primero, {
    [CASE]: 'name',
    Incident: `>${CASE}, date|incident_date|occurred_at|occurred_on:date|datetime, type|kind|violation_type|category`,
    '?CaseWorker|Worker|SocialWorker|User': '',
    '?Referral|Service|Assessment': '',
  }),
  held('h13-rahat', P.rahat, {
    [RELIEF_RECIPIENT]: 'name',
    'Distribution|Disbursement|Transfer|Token|Payment|Claim|Relief|Allocation': `>${RELIEF_RECIPIENT}, amount|quantity|value, date|distributed_at|disbursed_at|distributed_on:date|datetime`,
    '?Project|Campaign|Program|Programme': '',
    '?Vendor|Agency|Organization|Organisation': '',
  }),
  held('h13-redirect-2', P.redirect2, {
    [NGO]: 'name',
    [REDIRECTION]: `>${NGO}, name|first_name|full_name|last_name, address`,
    '?Citizen|Donor|Taxpayer|Person': '',
  }),
  held('h13-rxsolution', P.rxsolution, {
    [RX]: 'name, quantity|stock|on_hand|qty|balance:count|number',
    [links(PURCHASE, RX)]: '',
    'Issue|StockIssue|Requisition|Transfer': `>${RX}, quantity|qty|amount:count|number`,
    'Dispensation|Dispense|Dispensing|Prescription': `>${RX}, >Patient, quantity|qty|amount`,
    Patient: 'name',
    '?Supplier|Vendor': '',
    '?Department|Ward|Store|Pharmacy': '',
  }),
  held('h13-seismic-risk', P.seismicrisk, {
    Building: 'address|location|name, risk|risk_level|risk_class|seismic_risk|class|category',
    'Guide|Article|Content|Page': 'title, body|content|text:text',
    '?Report|Submission|Contribution|Assessment|Observation': '',
    '?Legislation|Law|Regulation': '',
    '?Owner|PropertyOwner|User|Contributor': '',
  }),
  held('h13-simple', P.simple, {
    Patient: 'name',
    'BloodPressure|BpReading|Reading|Measurement|BloodPressureReading|Bp': '>Patient, systolic:number|count, diastolic:number|count, date|recorded_at|measured_at|taken_at|recorded_on:date|datetime',
    'BloodSugar|GlucoseReading|BloodSugarReading|Glucose|SugarReading': '>Patient, value|reading|level|glucose|blood_sugar:number|count',
    '?Prescription|Medication|Drug|Medicine': '',
    '?Facility|Clinic': '',
    '?Appointment|FollowUp|Visit': '',
  }),
  held('h13-social-income', P.socialincome, {
    [CONTRIBUTOR]: 'name, email:email',
    'Contribution|Donation': `>${CONTRIBUTOR}, amount:money, date|donated_at|created:date|datetime`,
    [RECIPIENT]: `name, >${PARTNER}`,
    [PARTNER]: 'name',
    [PAYMENT]: `>${RECIPIENT}, amount:money, date|paid_at|paid_on|payment_date:date|datetime, status`,
    '?Project|Pilot|Program|Campaign': '',
    '?Selection|Candidate': '',
  }),
  held('h13-traction-thrive', P.tractionthrive, {
    [STAFF]: 'name, role|specialty|profession|skill|skills|type',
    [RESOURCE]: 'name|type|kind, quantity|count|available|amount:count|number',
    [HOSPITAL]: 'name',
    [linked(STAFF, HOSPITAL)]: '',
    [linked(RESOURCE, HOSPITAL)]: '',
    '?Request|Need|Assignment|Deployment|Allocation': '',
  }),
  held('h13-uwazi', P.uwazi, {
    'Document|File': 'title|name, file|url|attachment|document',
    'Evidence|EvidenceItem': 'title|name|description',
    Case: 'title|name, status',
    Complaint: 'title|name|description|details|summary:text, date|filed|filed_at|received|submitted_at|date_filed|received_on:date|datetime',
    '?Collection|Template|Entity|Entry': '',
    '?Thesaurus|Tag|Category': '',
    '?Defender|User': '',
  }),
  held('h13-vxnaid', P.vxnaid, {
    [VACCINEE]: 'name, birth|date_of_birth|dob|birth_date:date',
    'Vaccination|Administration|Dose|Immunization|VaccineAdministration': `>${VACCINEE}, >Vaccine, date|administered|administered_at|given_at|given_on|vaccination_date:date|datetime`,
    Vaccine: 'name',
    'Campaign|VaccinationCampaign': 'name',
    [FOLLOW_UP]: `>${VACCINEE}, date|due|due_date|scheduled|scheduled_for|scheduled_on:date|datetime`,
    '?Site|Facility|Clinic': '',
  }),
  held('h13-zeprs', P.zeprs, {
    [ZEPRS_PATIENT]: 'name',
    'Visit|AntenatalVisit|Encounter|PrenatalVisit|Checkup|Consultation': `>${ZEPRS_PATIENT}|Pregnancy, date|visit_date:date|datetime`,
    'Delivery|Birth|Labour|Labor': `>${ZEPRS_PATIENT}|Pregnancy, date|delivered|delivered_at|delivery_date|birth_date:date|datetime`,
    '?Pregnancy': '',
    '?Clinic|Facility|Hospital': '',
    '?Newborn|Baby|Infant|Child': '',
    '?Referral': '',
  }),
];

export const BLIND11_EDIT_CASES: EditCase[] = [
  heldEdit('h13-x-micro-enterprises', B.aajeevika, 'Add rural women owned micro rural enterprises.', ['+Enterprise|MicroEnterprise|Business|RuralEnterprise|Shop']),
  heldEdit('h13-x-case-beneficiaries', B.aamdigital, 'Add beneficiaries.', [`+${CASE}`]),
  heldEdit('h13-x-accessibility-checklists', B.accessiblekazakhstan, 'Add checklists with criteria for assessing accessibility of facilities.', [
    '+Checklist|Criterion|Criteria|ChecklistItem|AccessibilityCriterion|Assessment|AccessibilityCheck',
  ]),
  heldEdit('h13-x-facility-recommendations', B.accessiblekazakhstan, 'Add recommendations.', ['+Recommendation']),
  heldEdit('h13-x-aid-transfers', B.boxtribute, 'Add the transfer of aid between organizations.', ['+Transfer|AidTransfer|Shipment']),
  heldEdit('h13-x-donated-goods', B.boxtribute, 'Add goods donated by the public.', ['+Donation|DonatedGood|Donor']),
  heldEdit('h13-x-commcare-clients', B.commcareandroid, 'Add clients with registration forms.', [`+${CLIENT}`]),
  heldEdit('h13-x-patient-follow-ups', B.coronasafecare, 'Add regular follow-ups.', ['+FollowUp|Followup|Consultation|Visit|Checkup', links('FollowUp|Followup|Consultation|Visit|Checkup', 'Patient')]),
  heldEdit('h13-x-ekshop-delivery', B.ekshop, 'Add delivery and courier services.', ['+Delivery|Shipment|Courier|CourierService']),
  heldEdit('h13-x-ekshop-goods', B.ekshop, 'Add goods to sell online.', [`+${GOODS}`]),
  heldEdit('h13-x-everwell-payments', B.everwellhub, 'Add digital payments.', [`+${PAYMENT}`, links(PAYMENT, 'Patient')]),
  heldEdit('h13-x-everwell-diagnostics', B.everwellhub, 'Add diagnostics (both lab generated results and AI diagnostic solutions).', [
    `+${DIAGNOSTIC}`,
    links(DIAGNOSTIC, 'Patient'),
  ]),
  heldEdit('h13-x-growstuff-harvests', B.growstuff, 'Add what members are growing and harvesting.', [`+${PLANTING}`, '+Harvest']),
  heldEdit('h13-x-workforce-training', B.ihris, 'Add training.', ['+Training|TrainingRecord|Course']),
  heldEdit('h13-x-mochcare-visits', B.mochcare, 'Add post-natal and ante-natal information about the mother and child.', [`+${MOTHER}`, `+${MCH_VISIT}`]),
  heldEdit('h13-x-birth-registration', B.opencrvs, 'Add birth registration.', ['+Birth|BirthRegistration|BirthRecord']),
  heldEdit('h13-x-openimis-data', B.openimis, 'Add beneficiary, provider and payer data.', ['+Beneficiary|Insuree', '+Provider|HealthFacility', '+Payer']),
  heldEdit('h13-x-openrims-suppliers', B.openrims, 'Add information on suppliers and products.', [`+${SUPPLIER}`, `+${MEDICINE}`]),
  heldEdit('h13-x-openrims-applications', B.openrims, 'Add product applications in the registration process.', [
    `+${APPLICATION}`,
    `${APPLICATION}.status|stage|step|phase`,
  ]),
  heldEdit('h13-x-cash-and-in-kind-transfers', B.openspp, 'Add both cash transfer and in-kind transfer activities.', [
    '+Transfer|Payment|Entitlement|Distribution|Disbursement|Benefit|CashTransfer|InKindTransfer',
  ]),
  heldEdit('h13-x-school-feeding-attendance', B.openspp, 'Add attendance tracking in school feeding programs.', ['+Attendance|AttendanceRecord']),
  heldEdit('h13-x-muac-monitoring', B.openspp, 'Add MUAC monitoring for mother and child.', [
    '+Muac|MuacMeasurement|MuacReading|Measurement|Screening|NutritionScreening|Assessment|Monitoring|MuacMonitoring',
  ]),
  heldEdit('h13-x-legislation-progress', B.parliament, 'Add tracking the progress of legislation as it moves through the various phases.', [
    `+${BILL}`,
    `${BILL}|Stage|Phase|Progress.status|phase|stage|current_stage|current_phase|name`,
  ]),
  heldEdit('h13-x-local-traders', B.rahat, 'Add local traders to distribute cash and in-kind relief packages.', ['+Trader|Vendor|Merchant|LocalTrader|Business']),
  heldEdit('h13-x-ngo-accounts', B.redirect2, 'Allow an NGO to create an account and fill in the data relevant to their donation form.', [`+${NGO}`]),
  heldEdit('h13-x-redirection-forms', B.redirect2, "Add the redirection form filled out with the citizen's own data.", [`+${REDIRECTION}`]),
  heldEdit('h13-x-seismic-guides', B.seismicrisk, 'Add a content area containing guides for property owners.', ['+Guide|Article|Content|Page']),
  heldEdit('h13-x-patients-under-care', B.simple, 'Add patients under care.', ['+Patient']),
  heldEdit('h13-x-contributors', B.socialincome, 'Add contributor management.', [`+${CONTRIBUTOR}`]),
  heldEdit('h13-x-payment-management', B.socialincome, 'Add payment management.', [`+${PAYMENT}`, `${PAYMENT}.amount:money`]),
  heldEdit('h13-x-vaccinee-identification', B.vxnaid, 'Add identification of vaccinees.', [`+${VACCINEE}`]),
  heldEdit('h13-x-vaccinee-follow-up', B.vxnaid, 'Add follow-up/recall of vaccinated persons.', [`+${FOLLOW_UP}`]),
];
