/**
 * Licence: the quoted descriptions are from DPGAlliance/publicgoods-candidates, released into the public
 * domain under the Unlicense (https://unlicense.org); the source is credited below.
 *
 * A STUDY batch (e23) of registry entries of digital public goods, the genre of the held-out h13
 * (corpus-blind11.ts), written by the blind writer (`bld`) in the seventeenth generation session
 * (2026-11-29) on main 599c16c, before any rule of that session was measured on it. Same source and method
 * as h13: the `description` of the `software` entries in DPGAlliance/publicgoods-candidates (commit a1d99f0,
 * `nominees/` and `archive/`). Of the 57 entries chosen for h13 and this batch (those whose description
 * says what the software keeps records of), in alphabetical order of the file name, every fourth is here
 * (14); none is in h13. Every prompt is the entry's description, verbatim. Expectations are what a careful
 * reader of the text expects, written the same blind way as h13's, before the generator's output was looked
 * at. Its misses may be read while tuning (`--only 'e23-*' --verbose`); h13 measures whether what is learnt
 * here carries over. Split 'dev'. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations, links } from './corpus-dsl.ts';

const dev = creations('dev', 'e23');


/** The descriptions, verbatim (the registry file in a comment). */
const P = {
  reliefpackages: "This project is designed to help local organizations and government institutions help track distribution of emergency relief packages along with their contents to ensure essential supplies are evenly distributed.", // archive/africa-covid-19-response-toolkit-emergency-relief-package-tracker.json
  caisis: "Caisis is an open-source, web-based, patient data management system that integrates research with patient care. The system is freely distributed to promote the collection of standard, well structured data suitable for research and multi-institution collaboration.", // archive/caisis.json
  remotemonitoring: "A patient self-monitoring tool to help healthcare systems monitor COVID patients remotely using text-based follow up. It is currently deployed at 29 hospitals in Grant Est region of France.", // archive/covid-19-remote-monitoring-platform.json
  farmos: "farmOS is a web-based application for farm management, planning, and record keeping.", // nominees/farmos.json
  humanessentials: "Human Essentials is an inventory management system for essentials banks, to aid them in distributing items to their partners, tracking their inventory, and providing statistics about their inventory flows.", // nominees/human-essentials.json
  octopusmicrofinance: "Comprehensive Management Information Systems (MIS) for Microfinance: loans and savings portfolio management, interactive client relationship management, integrated accounting and proactive risk management.", // archive/octopus-microfinance.json
  openhospital: "OH – Open Hospital is a free and open source software developed and supported by Informatici Senza Frontiere to provide a sustainable tool for the management of hospitals, health centers and facilities, with a strong focus on developing countries.", // nominees/open-hospital.json
  openeyes: "OpenEyes™ is the leading open source electronic patient record (EPR) for ophthalmology. It has been designed by clinicians to be fast in delivering content, fast to navigate and easy (and fun) to use.", // nominees/openeyes.json
  openmrs: "Software platform and reference application which enables design of a customized medical records system with no programming knowledge.", // nominees/openmrs.json
  opentreemap: "OpenTreeMap is a collaborative platform for crowdsourced tree inventory, ecosystem services calculations, urban forestry analysis, and community engagement.", // archive/opentreemap.json
  projectpapua: "The Pilot Application for Pandemic Unemployment Assistance (PAPUA) project is a prototype service providing a unified unemployment intake form and delivers validated unemployment claims to various State backends. This project is a volunteer-led effort and part of the US Digital Response network. It was been adopted by the State of New Jersey.", // archive/project-papua.json
  santeims: "SantéIMS is a proven, purpose-built, person-centered, holistic immunization management system and EIR platform that supports management of any type and scale of vaccination program including pandemic response such as COVID-19 vaccination. Its unique, fully integrated “once and done” design and functionality automates end-to-end vaccination workflows, decision support, and stock management, while at the same time seamlessly automating immunization data feedback loops, aggregate reporting and analytics from local clinic, to regional, and national levels and beyond.", // nominees/santeims.json
  statwig: "Solution to track vaccine supply chain in a tranparent way using blockchain to reduce wastage", // nominees/statwig.json
  yourpriorities: "Your Priorities is a cloud-based online idea generation, deliberation & decision-making platform connecting governments and citizens, evolving since 2008 in thousands of projects, connecting millions of citizens to governments.", // nominees/your-priorities.json
};

const PACKAGE = 'Package|ReliefPackage|Kit|ReliefKit';
const RELIEF_RECIPIENT = 'Recipient|Household|Beneficiary|Community|Location|Area|District|Family';
const ESSENTIAL = 'Item|Product|ItemType|Essential|InventoryItem';
const BANK_PARTNER = 'Partner|Agency|PartnerAgency|PartnerOrganization';
const BORROWER = 'Client|Borrower|Customer|Member';
const OH_VISIT = 'Admission|Visit|Opd|Encounter|OpdVisit|Consultation';
const EYE_EVENT = 'Episode|Encounter|Event|Examination|Visit|Consultation|Exam';
const CLAIMANT = 'Claimant|Applicant|Person|Worker';
const VACCINATED = 'Person|Patient|Client|Recipient|Vaccinee|Individual';
const VACCINE_STOCK = 'Stock|StockItem|Lot|Batch|Inventory|StockLevel|StockEntry';
const SHIPMENT = 'Shipment|Consignment|Batch|Lot|Transfer|Delivery';
const IDEA = 'Idea|Post|Proposal|Priority|Suggestion';

export const E23_CREATE_CASES: CreateCase[] = [
  dev('relief-package-tracker', P.reliefpackages, {
    [PACKAGE]: 'name|code|package_id|label|number',
    'PackageItem|Content|Item|Supply|PackageContent|Contents': `>${PACKAGE}, name|item|description, quantity|qty|amount:count|number`,
    'Distribution|Delivery': `>${PACKAGE}, >${RELIEF_RECIPIENT}, date|distributed_at|delivered_at|distributed_on|delivery_date:date|datetime`,
    [RELIEF_RECIPIENT]: 'name',
    '?Organization|Organisation|Institution|Distributor|Agency': '',
  }),
  dev('caisis', P.caisis, {
    Patient: 'name, birth|date_of_birth|dob|birth_date:date',
    'Visit|Encounter|Procedure|Diagnosis|Treatment|Record|ClinicalRecord': '>Patient, date|visit_date|performed_at|recorded_at:date|datetime',
    '?Study|Protocol|ResearchStudy|Project|Research': '',
    '?Specimen|LabTest|Medication|Institution|Site': '',
  }),
  dev('remote-monitoring', P.remotemonitoring, {
    Patient: 'name, phone|phone_number|mobile|mobile_number',
    'CheckIn|Checkin|Report|FollowUp|Response|SymptomReport|Survey|Message|Questionnaire|Observation|Reading': '>Patient, date|sent_at|received_at|reported_at|created|recorded_at:date|datetime, symptoms|temperature|answer|answers|response|status|score|oxygen|saturation',
    '?Hospital|Facility': '',
    '?Clinician|Doctor|Nurse|User': '',
    '?Alert': '',
  }),
  dev('farmos', P.farmos, {
    'Asset|Field|Land|Animal|Plant|Planting|Equipment|Area': 'name',
    'Log|Activity|Record|Task|Observation|Harvest|Input|Operation': '>Asset|Field|Land|Animal|Plant|Planting|Equipment|Area, date|timestamp|done_at|performed_at|date_done:date|datetime, type|kind|log_type|category|activity',
    '?Plan|CropPlan|Season': '',
    '?Quantity|Measurement': '',
  }),
  dev('human-essentials', P.humanessentials, {
    [ESSENTIAL]: 'name, quantity|on_hand|stock|count|qty:count|number',
    [BANK_PARTNER]: 'name',
    Distribution: `>${BANK_PARTNER}, date|issued_at|distributed_at|distributed_on|distribution_date:date|datetime`,
    [links('Distribution|DistributionItem|LineItem', ESSENTIAL)]: '',
    '?Donation|Purchase|Intake': '',
    '?StorageLocation|Location|Warehouse': '',
    '?Bank|EssentialsBank|DiaperBank|Organization': '',
  }),
  dev('octopus-microfinance', P.octopusmicrofinance, {
    [BORROWER]: 'name',
    Loan: `>${BORROWER}, amount|principal:money, interest|rate|interest_rate:number, start|disbursed|disbursed_on|disbursement_date|start_date|date:date, status`,
    'Savings|SavingsAccount|Account|Deposit': `>${BORROWER}, balance|amount:money`,
    'Repayment|Payment|Installment|Instalment': '>Loan, amount:money, date|due|due_date|paid_at|paid_on|payment_date:date',
    '?Transaction|JournalEntry|Entry|LedgerEntry|Accounting': '',
    '?Branch|Officer|LoanOfficer': '',
    '?Risk|RiskAssessment': '',
  }),
  dev('open-hospital', P.openhospital, {
    Patient: 'name, birth|date_of_birth|dob|birth_date|age',
    [OH_VISIT]: '>Patient, date|admitted|admitted_at|admission_date|visit_date:date|datetime',
    '?Ward|Department': '',
    '?Bill|Invoice|Payment': '',
    '?Medicine|Drug|Pharmacy|Medical': '',
    '?Lab|LabTest|Exam|Laboratory': '',
    '?Facility|Hospital|HealthCenter': '',
  }),
  dev('openeyes', P.openeyes, {
    Patient: 'name, birth|date_of_birth|dob|birth_date:date',
    [EYE_EVENT]: '>Patient, date|examined_at|visit_date|event_date:date|datetime',
    '?VisualAcuity|Measurement|Finding|Diagnosis': '',
    '?Operation|Surgery|Procedure': '',
    '?Clinician|Doctor|Consultant|Ophthalmologist': '',
  }),
  dev('openmrs', P.openmrs, {
    Patient: 'name, birth|date_of_birth|dob|birth_date|birthdate:date',
    'Encounter|Visit|Observation|Obs': '>Patient, date|encounter_date|visit_date|started_at|start|encounter_datetime:date|datetime',
    '?Provider|Doctor|Clinician': '',
    '?Location|Facility|Clinic': '',
    '?Concept|Form': '',
  }),
  dev('opentreemap', P.opentreemap, {
    Tree: 'location|latitude|lat|address|coordinates',
    '?Species': '',
    '?Contributor|User|Volunteer': '',
    '?Photo|Image': '',
    '?Plot|PlantingSite|Site': '',
  }),
  dev('project-papua', P.projectpapua, {
    'Claim|Application|UnemploymentClaim|Intake|IntakeForm': `>${CLAIMANT}, status, filed|submitted|submitted_at|filed_at|date|filed_on:date|datetime`,
    [CLAIMANT]: 'name',
    '?State|Backend|Agency': '',
    '?Employer|Employment|Job': '',
  }),
  dev('santeims', P.santeims, {
    [VACCINATED]: 'name, birth|date_of_birth|dob|birth_date:date',
    'Vaccination|Immunization|Dose|Administration': `>${VACCINATED}, >Vaccine, date|administered|administered_at|given_on|vaccination_date|date_given:date|datetime`,
    Vaccine: 'name',
    [VACCINE_STOCK]: '>Vaccine, quantity|doses|on_hand|balance|qty:count|number',
    '?Clinic|Facility|HealthFacility|Site': '',
    '?Program|Campaign|VaccinationProgram': '',
    '?Report|AggregateReport': '',
  }),
  dev('statwig', P.statwig, {
    [SHIPMENT]: '>Vaccine|Product, quantity|doses|qty:count|number, status',
    'Vaccine|Product': 'name',
    '?Location|Warehouse|Facility|Organisation|Organization|Supplier': '',
    '?Wastage|Loss|Adjustment': '',
  }),
  dev('your-priorities', P.yourpriorities, {
    [IDEA]: 'title|name, description|body|content|text:text',
    'Vote|Endorsement|Rating|Upvote': `>${IDEA}`,
    'Comment|Point|Argument|Debate|Discussion': `>${IDEA}`,
    '?Group|Community|Project|Topic|Category': '',
    '?Citizen|User|Member': '',
    '?Government|Organization|Agency': '',
  }),
];
