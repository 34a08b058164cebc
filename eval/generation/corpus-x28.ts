/**
 * Licence and sources. The bases are the e28 prompts (files and licences in corpus-e28.ts's header). The edits: for
 * TalentMAP (18F/bpa-DOS-TalentMAP, public domain/CC0) the requirement lines of its PWS "Task 1" that name something
 * stored, bare noun phrases with "Add " in front; for RecordTrac (codeforamerica/recordtrac, AGPL-3.0, Copyright
 * 2013-2014 Code for America) the last sentence of its own statement, a declarative line turned into an imperative
 * with its own words ("RecordTrac displays ..." → "Display ..."); for Sendak (18F/Sendak, public domain/CC0) the
 * README's next paragraph and its list, likewise ("Sendak also enables ..." → "Enable ...").
 *
 * A STUDY batch of edit prompts (x28) of the twelfth genre, public-sector software requirements (the held-out h18 is
 * corpus-blind16.ts, whose header gives the method), written by `bld` on 2026-11-30 in the twenty-second generation
 * session, on main 8958705, before any rule change of that session, the same way as h18's edits. Expectations were
 * written from the base and the edit alone, before the generator's output was looked at. Studied with
 * `--only 'x28-*' --verbose`; h18's edits measure whether what is learnt carries over. Same expectation DSL as
 * corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits, links } from './corpus-dsl.ts';
import { E28_PROMPTS as B } from './corpus-e28.ts';

const x28 = edits('dev', 'x28');


const POSITION = 'Position|ServicePosition|Job';
const VACANCY = 'Vacancy|ProjectedVacancy';
const REQUEST = 'Request|RecordRequest|PublicRecordRequest|RecordsRequest';
const DOCUMENT = 'Document|ResponsiveDocument|Record|Attachment|File';

export const X28_EDIT_CASES: EditCase[] = [
  // TalentMAP (Attachment2_PWS.md, Task 1, Position)
  x28('talentmap-position-management', B.talentmap, 'Add Position Management (e.g., Grade, Career Track, Job Category, record number, etc.)', [
    `${POSITION}.grade`,
    `${POSITION}.career_track|track`,
    `${POSITION}.job_category|category`,
    `${POSITION}.record_number|number`,
  ]),
  x28('talentmap-vacancies', B.talentmap, 'Add Projected Vacancies (e.g., factors that influence when a position could be available)', [
    `+${VACANCY}`,
    links(VACANCY, POSITION),
  ]),
  // RecordTrac (README, the statement's last sentence)
  x28(
    'recordtrac-documents',
    B.recordtrac,
    'Display all requests and responsive documents so that members of the public may find what they need without submitting additional public record requests.',
    [`+${DOCUMENT}`, links(DOCUMENT, REQUEST)],
  ),
  // Sendak (README, the team permission paragraph)
  x28(
    'sendak-permissions',
    B.sendak,
    [
      'Enable team permission management. For example:',
      '* Granting individual permissions (e.g. importing SSH keys)',
      '* Checking for whether multi-factor authentication is enabled',
    ].join('\n'),
    ['+Permission|Grant|UserPermission', 'User|IamUser|AwsUser|Member.mfa|mfa_enabled|multi_factor|two_factor|multi_factor_authentication:bool'],
  ),
];
