/**
 * Licence and sources. Statements of public-sector software products, read on 2026-11-30 in the stored snapshots of
 * public GitHub repositories, quoted VERBATIM (markdown emphasis and link targets removed, hard line wraps joined):
 *   18F/bpa-DOS-TalentMAP (cb5ca2e8b30a; its README: "This project is in the worldwide public domain ... CC0 1.0"):
 *     Attachment2_PWS.md, "1. OBJECTIVES" (Department of State TalentMAP).
 *   codeforamerica/recordtrac (794d22278782; LICENSE.mkd: "Copyright 2013-2014 Code for America", GNU Affero General
 *     Public License 3.0, https://www.gnu.org/licenses/agpl-3.0.html): README.md, "What is RecordTrac?" (image removed).
 *   18F/Sendak (db03cd90599c; LICENSE.md: US Government work, public domain, CC0 1.0): README.md, first paragraphs.
 *
 * A STUDY batch (e28) of the twelfth genre, public-sector software requirements (the held-out h18 is
 * corpus-blind16.ts, whose header gives the method, the search order, the selection rule, the cut and what was
 * left out), written by `bld` on 2026-11-30 in the twenty-second generation session, on main 8958705, before any
 * rule change of that session. Of the 12 statements kept, in the order read, every fourth is here (TalentMAP,
 * RecordTrac, Sendak); none is in h18. The edits are x28. Expectations are what a careful reader expects from the
 * text alone, written before the generator's output was looked at. Split 'dev': its misses may be read while tuning
 * (`--only 'e28-*' --verbose`); h18 measures whether what is learnt carries over. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations, lines } from './corpus-dsl.ts';

const dev = creations('dev', 'e28');


/** The statements (RecordTrac's and Sendak's stop before the part that gives their edits); sources in the header. */
export const E28_PROMPTS = {
  talentmap: lines(
    'The DOS seeks the creation of a new system, TalentMAP, that will equitably and transparently manage and match Foreign Service employees to appropriate work assignments. The new system will maintain the existing business functionality and meet evolving requirements while leveraging best practices in software development. The DOS will be able to better carry out its diplomatic mission by: improving the matching process, reducing the amount of time it takes for Foreign Service employees to find good jobs, and improving the workflow for administrative staff to manage Foreign Service employees.',
    'The target date for a beta version of a new TalentMAP application is the end of calendar year 2017. To help mitigate risk associated with such a long-term, yet aggressive timeline, the system will be built following agile development principles. Additionally, it will leverage open-source code, robust documentation, human-centered design, and an extensible infrastructure.',
    'The initial phase of work will center on the management and display of information about Diplomatic Posts (for example, an Embassy in Paris) and Service Positions (for example, a Cultural Affairs Officer position at the Embassy.',
  ),
  recordtrac:
    'RecordTrac is a public record request management tool for government agencies. This web application allows government employees manage, respond to, and fulfill incoming requests.  It also provides a quick, simple way for individuals to submit public record requests.',
  sendak: lines(
    'Sendak gives 18F a single interface to manage its projects, users, and deployments across Amazon Web Services and GitHub.',
    'Sendak lets teams specify projects, which can be linked to:',
    '* AWS IAM users',
    '* AWS resources in VPCs',
    '* Git/GitHub repositories',
  ),
};
const P = E28_PROMPTS;

const EMPLOYEE = 'Employee|ForeignServiceEmployee|Officer|ForeignServiceOfficer|Bidder';
const POSITION = 'Position|ServicePosition|Job';
const POST = 'Post|DiplomaticPost|Embassy';
const REQUEST = 'Request|RecordRequest|PublicRecordRequest|RecordsRequest';

export const E28_CREATE_CASES: CreateCase[] = [
  dev('talentmap', P.talentmap, {
    [EMPLOYEE]: '',
    'Assignment|Match|Placement|WorkAssignment': `>${EMPLOYEE}, >${POSITION}`,
    [POST]: 'name|city|location',
    [POSITION]: `title|name, >${POST}`,
    '?Staff|Administrator|AdministrativeStaff|Bid|User|Workflow|Mission|Country': '',
  }),
  dev('recordtrac', P.recordtrac, {
    [REQUEST]: 'status',
    '?Agency|Department|Employee|Staff|User|Requester|Individual|Response|Note|Document|Record|GovernmentEmployee': '',
  }),
  dev('sendak', P.sendak, {
    Project: '',
    'User|IamUser|AwsUser': '>Project',
    Deployment: '>Project',
    'Resource|AwsResource': '>Project',
    'Repository|Repo|GitRepository|GithubRepository': '>Project',
    '?Team|Vpc|Account|Interface': '',
  }),
];
