/**
 * Licence and sources. The prompts are statements of public-sector software products and their user stories or
 * requirement lines, read on 2026-11-30 in the stored snapshots of public GitHub repositories (commit beside each):
 *
 *   US federal and state works, in the public domain in the United States with copyright waived worldwide under
 *   CC0 1.0 (each repository's LICENSE.md says so; quoted VERBATIM):
 *     18F/micropurchase (93254401d378): README.md, first two paragraphs; features/*.feature, the story at the top
 *       of each feature file.
 *     18F/bpa-DOL-WHD-14-c (HEAD of the snapshot): first_order/Attachment1_PWS.md, "2.0 OBJECTIVES" and its
 *       user stories (Department of Labor, Wage and Hour Division, Section 14(c) system).
 *     18F/bpa-fs-epermit-intake (HEAD of the snapshot): solicitationdocuments/001SOOIntakeModule.md, "1.0 BACKGROUND"
 *       from its second paragraph, and its user stories (Forest Service ePermitting intake module).
 *     akhealth/EIS-Modernization (e579c092ba01; "As a work of the State of Alaska ... public domain ... CC0"):
 *       README.md "## Vision"; user-story-standards.md, its example stories.
 *     cisagov/manage.get.gov (839b758608cc): docs/product/product_strategy.md, "## Product vision"; the "Data" row
 *       of its objectives table, REWORDED from "The program maintains ..." to "Maintain ...".
 *     18F/chandika (d38cbbfb4c58): README.md, first sentence (link target removed).
 *     18F/checklistomania (98657747c546): README.md, first paragraph and its list.
 *     18F/afsbirez (980c85804d63): README.md, first paragraph and its list (SBIR-EZ).
 *     raft-tech/TANF-app (a10638da30fa; the HHS TANF Data Portal): README.md, its vision paragraph; the user stories
 *       named in docs/**.md (sprint summaries, designs), link markup removed, in path order.
 *   Apache License 2.0 (PublicDataWorks/complaint-manager, 4815734f1d08, LICENSE): docs/business-content/
 *     introduction-to-police-data-manager.md, "## What is CM?", quoted VERBATIM; its "### Tags" feature paragraph,
 *     REWORDED from a declarative to an imperative line. Credited here as the licence asks.
 *   MIT licence, "Copyright (c) 2015-2016 Ministry of Justice" (ministryofjustice/Claim-for-Crown-Court-Defence,
 *     LICENSE): README.md (ec799a46d308) its one-line description; features/*.feature at 2015 commit
 *     de8d1e14c817's parent, the story at the top of each file. Quoted VERBATIM under the MIT terms: permission is
 *     hereby granted, free of charge, to deal in the Software without restriction, provided the copyright notice
 *     and this permission notice are included; THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.
 *
 * A HELD-OUT batch (h18) of the twelfth genre, public-sector software requirements: the statement of objectives,
 * product vision or README purpose of software built by or for governments (US federal agencies through 18F and
 * its Agile BPA task orders, CISA, the State of Alaska, the UK Ministry of Justice), with its user stories ("As a
 * Certification Team Manager, I want ...") or requirement lines as edits. Written blind by `bld` on 2026-11-30 in
 * the twenty-second generation session, on main 8958705, before any rule change of that session; the generator
 * was never run on these rows with --verbose.
 *
 * Method, fixed in writing before any search result was read. Search order: the search tool's code corpus with
 * queries on 18F statements of objectives, product visions, caseworker user stories, GSA and CFPB user stories,
 * GOV.UK user needs, agile statements of objectives; then find_repos/find_files/fetch on the organisations they
 * surfaced (18F, its bpa-* task-order repositories, cisagov, akhealth, cfpb, ministryofjustice, codeforamerica).
 * Selection rule: keep a product statement when (1) its repository's stored copy has a licence file I could read
 * (public domain/CC0, OGL, CC-BY, or permissive/share-alike); (2) it says what the software must let people do and
 * names at least two kinds of record a person manages (or one record and a record-keeping activity on another);
 * (3) it is the product's own statement (vision, objectives, purpose, README), not agile process advice or a
 * template; (4) not a product already kept. Cut: the creation prompt is the statement verbatim (markdown emphasis
 * and link targets removed, hard line wraps joined), from the first paragraph that says what the product does to
 * the first heading, at most three paragraphs, a list kept when the prose introduces it. Edits: the same product's
 * user stories or requirement lines, verbatim, that name something stored (a record, field, status or link) the
 * creation prompt does not; the first three that qualify in file order. A product with no such lines gives edits
 * from the later parts of its own statement, and its creation prompt stops before them. Two rewordings were
 * fixed with the method: a bare noun-phrase requirement line gets "Add " in front; a declarative line ("The
 * program maintains ...") becomes an imperative with its own words. Every fourth kept statement went to the study
 * pair e28/x28 (corpus-e28.ts, corpus-x28.ts), the rest are here.
 *
 * What happened. Left out, by rule: 18F/tdrs-app-rfq, usdoj-crt/crt-portal and va.gov-team (no licence file in the
 * snapshot), Head-Start-TTA, HHS/Head-Start-TTADP and prototype-icm (no product statement, only project/process
 * text or a wiki link), bpa-fs-epermit-api and bpa-opm-eqip (name one or no kind of record), bpa-fedramp-dashboard
 * and hud-disaster-data (display outside data), cfpb/sbl-project, e-manifest, tock, dsnap-registration, GSA-TTS/FAC
 * and C2 (no product statement in the README or docs; C2's is a technical overview), usdoj/foia-api (one kind of
 * record), 2015-foia-hub, confidential-survey (stores no records by design). Kept, in the order read:
 * micropurchase, 14(c), Forest Service intake, TalentMAP, Alaska EIS, .gov registrar, Crown Court defence claims,
 * RecordTrac, Chandika, Checklistomania, SBIR-EZ, Sendak, Complaint Manager, TANF Data Portal; the 4th, 8th and 12th
 * (TalentMAP, RecordTrac, Sendak) are in e28/x28. Here: 11 creations and 23 edits (Chandika's statement is one
 * sentence and gives no edit). Expectations are what a careful reader expects
 * from the prompt alone (entities, key fields with types, relations; for edits their effects), written before the
 * generator was run on them. Split 'heldout': only totals may be read. Same expectation DSL as corpus.ts.
 */
import type { CreateCase, EditCase } from './corpus.ts';
import { creations, edits, lines, links, linked } from './corpus-dsl.ts';

const h = creations('heldout', 'h18');

const he = edits('heldout', 'h18');



const P = {
  // 18F/micropurchase README.md
  micropurchase: lines(
    "This is a web application used to manage the bidding process for 18F's micro-purchase threshold experiment. The platform will allow vendors to bid on open opportunities with 18F, track their bids, and learn of the winning bidder. So long as vendors are registered on SAM.gov and have GitHub accounts, they will be able to view open opportunities and bid on them.",
    'With this application, a vendor will be able to view the full list of open micro-purchasing opportunities, access bid histories, and place bids on services requested by 18F. All bids will start under $3,500 and each project will specify the desired product and method of delivery.',
  ),
  // 18F/bpa-DOL-WHD-14-c first_order/Attachment1_PWS.md, 2.0 OBJECTIVES
  whd14c:
    'The 14(c) system will become a modern, digital-first service. Applicants will be provided an intuitive online experience, guiding them through the information needed to complete their application correctly. Applicants will have the ability to save their progress along the way, submit it to the system and see their application status. The application data will be made available to WHD users to inform certification and enforcement decisions. Applicants will have access to previous applications in order to apply for renewal. The product will support policy and process evolution over time, and will support data transparency wherever and however possible.',
  // 18F/bpa-fs-epermit-intake solicitationdocuments/001SOOIntakeModule.md, 1.0 BACKGROUND
  epermit: lines(
    "This application is for a public front-end intake module for use by non-commercial groups, temporary outfitter, and guide permits. This application will collect the application information for such special use permits then present it to the Forest Service's special use administrators thereby allowing them to \"accept\" an application and pre-populate an entry in the Forest Service's Special Uses Data System (SUDS) via a RESTful Application Protocol Interface (API).",
    'This application must be centered on the needs of its end users, as follows:',
    '-   Outfitters and guides who apply for permits;',
    '-   Schools and higher education institutions leading trips in National Forests;',
    '-   Non-profit clubs and organizations (such as the Boy Scouts, YMCA, mountaineering groups); and,',
    '-   Special use administrators (the people who manage the process of distributing permits at the forest level).',
    'This application will be used by a single pilot forest initially, the Mt. Baker-Snoqualmie National Forest, but should be built so as to scale across multiple Forests, districts, and permit administrators. Additional end users and permittees may be contemplated at a later date. In order to assist comprehension of this effort, 18F has created a prototype at https://github.com/18F/forest-service-prototype',
  ),
  // akhealth/EIS-Modernization README.md, ## Vision
  alaska:
    'Alaska Department of Health (DOH) is developing a modern, integrated eligibility system that enables staff to more efficiently issue correct and timely benefits to Alaskans who need help meeting their basic needs. Utilizing agile development and modular procurements, DOH has the goal of implementing an eligibility system that not only meets state and federal standards, but is user friendly for our clients, our eligibility staff, and our technical staff.',
  // cisagov/manage.get.gov docs/product/product_strategy.md, ## Product vision
  dotgov:
    "CISA intends to create a modern, user-centered, responsive web application to enable .gov registrants to manage their domain’s registration lifecycle, DNS settings, and useful supporting services. The registrar should be the central .gov hub for CISA, supporting registrant management, and tracking technical performance indicators for the TLD. For CISA and registrants, the registrar should help generate insights into the security of an organization’s internet-accessible systems.",
  // ministryofjustice/Claim-for-Crown-Court-Defence README.md
  crowncourt:
    'Service for the remunerating of advocates and litigators by the Legal Aid Agency for work done on behalf of defendants in criminal proceedings.',
  // 18F/chandika README.md
  chandika:
    'Chandika provides information on the resources being used by our services, allows new resources to be created and maintained, and is intended to be used with Raktabija to destroy unused resources.',
  // 18F/checklistomania README.md (its third list item is the edit)
  checklists: lines(
    'This tool is a checklist manager with some neat-O features:',
    '* Focus on what is actionable: central page is a simple list of things you can take action on now, in order of urgency.',
    '* Checklists are centrally defined, allowing any member to subscribe to the authoritative checklist.',
  ),
  // 18F/afsbirez README.md (its last list items are the edits; "View benchmarks" names nothing stored)
  sbir: lines(
    'The SBIR-EZ (sih-bur-easy)project, provides a web service and user interface abstraction over the Small Business Innovation Research Program suite of tools used by SBIR.gov, DoDSBIR.com and various agency tools. The intent is that users may have a uniform interface to:',
    '* Research existing and past SBIR solicitations',
    '* Save opportunities for later processing',
    '* Apply to opportunities independently of the owning agency',
  ),
  // PublicDataWorks/complaint-manager docs/business-content/introduction-to-police-data-manager.md, What is CM?
  complaints: lines(
    'The Complaint Manager is an open source tool meant to aid civilian police oversight agencies in generating complaint data. CM is designed to be fully integrated into the workflows of these oversight agencies, enabling cities to enhance the capacity of citizens to hold public institutions accountable.',
    "With CM organizations can align their processes to produce more consistent and effective complaints. Collecting complaint details (i.e. persons involved, incident time and location, complainant narratives, etc.) is captured in CM's letter generation flow. Collaboration is encouraged through centralized case notes and notifications while also maintaining accountability through audit logs and complaint history.",
    "Additionally, the tool's carefully designed UI helps users to communicate with each other on specific complaints, virtually sign referral letters, find incident addresses, and search through existing complaints.",
  ),
  // raft-tech/TANF-app README.md
  tanf: 'Our vision is to build a new, secure, web-based data reporting system to improve the federal reporting experience for TANF grantees and federal staff. The new system will allow grantees to easily submit accurate data and be confident that they have fulfilled their reporting requirements. This will reduce the burden on all users, improve data quality, lead to better policy and program decision-making, and ultimately help low-income families.',
};

const AUCTION = 'Opportunity|Auction|Project|Purchase|MicroPurchase|Solicitation';
const VENDOR = 'Vendor|Bidder|Contractor';
const APP14C = 'Application|CertificateApplication|Submission';
const APPLICANT14C = 'Applicant|Employer|Organization|Account';
const PERMIT_APP = 'Application|PermitApplication|SpecialUseApplication|Request|PermitRequest';
const CLIENT = 'Client|Applicant|Alaskan|Recipient|Beneficiary|Person|Household|Individual';
const CLAIM = 'Claim|Payment|Remuneration|Fee|Bill|WorkItem|Work';
const CASEWORKER = 'Caseworker|CaseWorker';
const ITEM = 'Item|ChecklistItem|Task|ActionItem|Todo|Step';
const SBIR_OPP = 'Opportunity|Solicitation|Topic';
const SBIR_APP = 'Application|Proposal|Submission';
const COMPLAINT = 'Complaint|Case';
const TANF_USER = 'User|Staff|Account|Profile';

export const BLIND16_CREATE_CASES: CreateCase[] = [
  h('micropurchase', P.micropurchase, {
    [AUCTION]: 'product|desired_product|description, delivery|delivery_method|method_of_delivery',
    Bid: `amount|price|bid|value:money, >${VENDOR}, >${AUCTION}`,
    [VENDOR]: 'github|github_account|github_username|github_id, sam|sam_registered|sam_status|sam_registration',
    '?Winner|Award|User|Service|Agency|Customer|Admin|BidHistory': '',
  }),
  h('whd-14c', P.whd14c, {
    [APP14C]: `status, >${APPLICANT14C}`,
    [APPLICANT14C]: '',
    '?User|Certificate|Certification|Renewal|Decision|Review|Enforcement|EnforcementDecision|Progress|Draft|Policy': '',
  }),
  h('forest-intake', P.epermit, {
    [PERMIT_APP]: `status, >Applicant|Outfitter|Guide|Group|Organization|Permittee|Entity`,
    'Applicant|Outfitter|Guide|Group|Organization|Permittee': '',
    '?Permit|SpecialUsePermit|PermitType|Administrator|SpecialUseAdministrator|School|Institution|Club|Forest|NationalForest|District|User|Trip|Entry|SudsEntry|Outfitter|Guide|Organization|Group':
      '',
  }),
  h('alaska-eligibility', P.alaska, {
    'Benefit|BenefitIssuance|Issuance|Payment|Case|Application': `>${CLIENT}`,
    [CLIENT]: '',
    '?Eligibility|EligibilityDetermination|Determination|Application|Case|Staff|Worker|EligibilityWorker|Program|Standard|Procurement|Need':
      '',
  }),
  h('dotgov', P.dotgov, {
    Domain: 'name, >Registrant|Organization',
    'Registrant|Organization': '',
    '?DnsSetting|DnsRecord|Dns|Record|Nameserver|Service|SupportingService|Registration|Indicator|PerformanceIndicator|Metric|User|System|Insight|SecurityInsight|Hub':
      '',
  }),
  h('crown-court', P.crowncourt, {
    'Advocate|Barrister': '',
    'Litigator|Solicitor': '',
    Defendant: '',
    [CLAIM]: 'amount|fee|total|value:money',
    '?Case|Proceeding|CriminalProceeding|LegalAidAgency|Agency|Caseworker|Court|Offence|Work|WorkItem': '',
  }),
  h('chandika', P.chandika, {
    'Resource|CloudResource': '>Service|System|Project',
    'Service|System|Project': '',
    '?Account|CloudAccount|Raktabija|User|Owner|Team': '',
  }),
  h('checklists', P.checklists, {
    Checklist: 'name|title',
    [ITEM]: '>Checklist, due|deadline|due_date|urgency|priority',
    'Member|User|TeamMember': '>Checklist',
    '?Subscription|ChecklistSubscription|Assignment|UserChecklist|Team|Admin': '',
  }),
  h('sbir', P.sbir, {
    [SBIR_OPP]: '',
    [SBIR_APP]: `>${SBIR_OPP}`,
    '?Opportunity|Solicitation|Topic|SavedOpportunity|Bookmark|SavedSolicitation|Favorite|Watchlist|Agency|User|Company|SmallBusiness|Tool|Program':
      '',
  }),
  h('complaints', P.complaints, {
    [COMPLAINT]:
      'incident|incident_time|incident_date|occurred|occurred_at:date|datetime, location|incident_location|address, narrative|complainant_narrative|narratives:text|string',
    'Person|PersonInvolved|Complainant|Civilian|Officer|Witness|Accused|Party': `>${COMPLAINT}`,
    'CaseNote|Note': `>${COMPLAINT}`,
    'ReferralLetter|Letter': `>${COMPLAINT}`,
    '?AuditLog|Audit|Notification|History|ComplaintHistory|Agency|OversightAgency|City|User|Organization|Process|Message|Comment|Address|Signature|Incident|Complainant|Officer|Civilian|Witness':
      '',
  }),
  h('tanf', P.tanf, {
    'Submission|Report|DataSubmission|DataReport|DataFile|File': '>Grantee|State|Stt|Organization',
    'Grantee|State|Stt|Organization': '',
    '?User|Staff|FederalStaff|Requirement|ReportingRequirement|Family|Policy|Program|Data|Decision': '',
  }),
];

export const BLIND16_EDIT_CASES: EditCase[] = [
  // 18F/micropurchase features/admin_accepts_auction, admin_archives_auction, admin_creates_skills
  he('micropurchase-budget-approved', P.micropurchase, lines('As an admin', 'I want to set an auction status to be budget approved', 'So the vendor can get paid'), [
    `${AUCTION}.status|approval_status|budget_status|budget_approved`,
  ]),
  he('micropurchase-archive', P.micropurchase, lines('As an admin', 'I should be able to archive unpublished auctions', 'So they will not be listed anymore'), [
    `${AUCTION}.archived|status|published|is_archived|archived_at`,
  ]),
  he('micropurchase-skills', P.micropurchase, lines('As an admin', 'I should be able to create skills'), ['+Skill']),
  // 18F/bpa-DOL-WHD-14-c PWS user stories
  he(
    'whd-14c-certifications',
    P.whd14c,
    'As an Employer, I would like to have my existing certifications associated with my account so that I can view them or renew them.',
    ['+Certification|Certificate', linked('Certification|Certificate', 'Employer|Applicant|User|Account|Organization')],
  ),
  he(
    'whd-14c-documents',
    P.whd14c,
    'As an Applicant I want to be able to upload required documents (time studies) so that I can submit a complete application.',
    [links('Document|TimeStudy|Attachment|Upload|ApplicationDocument|RequiredDocument', APP14C)],
  ),
  he(
    'whd-14c-diary',
    P.whd14c,
    'As a Certification Team Member and a Certification Team Manager, I want to be able to document issues/potential violations in an internal diary sheet (saved in historical record) so that systemic problems can be identified and analyzed. Diary sheets have the functionality to be reviewed and have access to certificate team in addition to investigators and other WHD users.',
    ['+DiarySheet|Diary|DiaryEntry|DiaryRecord'],
  ),
  // 18F/bpa-fs-epermit-intake SOO user stories
  he(
    'forest-intake-estimate',
    P.epermit,
    "As an applicant, I receive an estimate as to when my application will be approved (not just when I'll receive a response) when I submit my permit application.",
    [`${PERMIT_APP}.estimate|estimated|approval|estimated_approval|approval_date|estimated_approval_date:date|datetime`],
  ),
  he('forest-intake-cancel', P.epermit, 'As an applicant, I would like a way to cancel my application after I submit it.', [
    `${PERMIT_APP}.status|cancelled|canceled|is_cancelled|cancelled_at`,
  ]),
  he(
    'forest-intake-fee',
    P.epermit,
    'As an applicant whose activity requires a permit, I would like to know whether or not the activity I am requesting requires a permit fee and how much that fee will likely be for my proposed activity.',
    [`${PERMIT_APP}|Activity|Permit|PermitType.fee|permit_fee|fee_amount:money`],
  ),
  // akhealth/EIS-Modernization user-story-standards.md
  he(
    'alaska-case',
    P.alaska,
    'As a user, I want to know that that a person is not found in either system so that I can open a new case.',
    ['+Case', linked('Case', CLIENT)],
  ),
  he(
    'alaska-application-source',
    P.alaska,
    'As a user, I need to see the source of an application in ARIES so that I can determine how to disposition the application.',
    ['Application.source'],
  ),
  he('alaska-ssn', P.alaska, 'As a user, I want to find the name of a person using a Social Security Number so that I can update it.', [
    `${CLIENT}.ssn|social_security_number|social_security`,
  ]),
  // cisagov/manage.get.gov product strategy, the Data objective (reworded to an imperative)
  he(
    'dotgov-contacts',
    P.dotgov,
    'Maintain authoritative contacts at, metadata about, and hostname information for all registered .gov domains, and track that .gov domains are actually used.',
    [linked('Contact|DomainContact|PointOfContact', 'Domain')],
  ),
  // ministryofjustice/Claim-for-Crown-Court-Defence features (2015)
  he('crown-court-claims', P.crowncourt, 'As an advocate I want to see all my claims.', ['+Claim', links('Claim', 'Advocate|Barrister')]),
  he('crown-court-allocation', P.crowncourt, 'As a caseworker admin I want to see which claims are allocated or unallocated.', [
    `+${CASEWORKER}`,
    links(`${CLAIM}|Allocation`, CASEWORKER),
  ]),
  he('crown-court-notes', P.crowncourt, 'As a case worker I want to be able to update the notes on a claim.', [
    `${CLAIM}.notes|note|caseworker_notes:text|string`,
  ]),
  // 18F/checklistomania README, third list item
  he(
    'checklists-deadlines',
    P.checklists,
    'Checklist items deadlines can be set according to a fixed date or relative to completion of other items.',
    [`${ITEM}.deadline|due|due_date|due_on:date|datetime`],
  ),
  // 18F/afsbirez README, fourth and fifth list items
  he('sbir-status', P.sbir, 'Track the status of applications', [`${SBIR_APP}.status`]),
  he('sbir-communications', P.sbir, 'Receive and send communications', ['+Communication|Message|Correspondence|Notification']),
  // PublicDataWorks/complaint-manager, the Tags feature (reworded to an imperative)
  he(
    'complaints-tags',
    P.complaints,
    'Let Complaint Intake Specialists add an additional attribute to complaints: create, add, and remove tags from various complaints.',
    ['+Tag|ComplaintTag', linked('Tag|ComplaintTag', COMPLAINT)],
  ),
  // raft-tech/TANF-app docs, user stories in path order
  he('tanf-roles', P.tanf, 'As an OFA Admin, I need a list of MVP roles in the database to assign to new users', ['+Role', linked('Role', TANF_USER)]),
  he('tanf-names', P.tanf, 'As a new user, I can enter my first and last name', [`${TANF_USER}.first_name|first`, `${TANF_USER}.last_name|last`]),
  he('tanf-stt', P.tanf, 'As a new user, I can select an applicable STT or OFA category from the combo box', [
    `${TANF_USER}.stt|category|grantee`,
  ]),
];
