/**
 * Licence: the quoted sentences are from MIT-licensed repositories (Copyright (c) Microsoft Corporation;
 * Copyright (c) 2021 Microsoft 365 Community), credited below; the MIT licence's notice applies to them.
 *
 * A STUDY batch of edit prompts (x22) in the genre of the held-out h12 (descriptions of enterprise app
 * templates and low-code samples), written by the blind writer (`bld`) in the sixteenth generation
 * session (2026-11-29) on main b95b480, the same way as h12's edits: the base app is one verbatim sentence
 * of an e22 sample's README that says what the app is (its first such sentence, or its one-line
 * `description`; OfficeDev/microsoft-teams-apps-*, microsoft/teams-powerapps-app-templates commit 75a8289,
 * pnp/powerapps-samples commit b59aed0; none of these samples is in h12); the request is one feature the
 * README lists and the base does not name, minimally reworded as "Add …" (the feature's own words kept),
 * or verbatim when it already reads as a request. Expectations were written from the base and the request
 * alone, before the generator's output was looked at. Studied with `--only 'x22-*' --verbose`; h12's edits
 * measure whether what is learnt carries over. Same expectation DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits, links } from './corpus-dsl.ts';

const x22 = edits('dev', 'x22');


// the bases: one verbatim sentence of the README that says what the app is
const BOARDS = 'With the Boards app, you and your team can create boards about anything — interests, initiatives, onboarding, etc.'; // Boards/README.md
const CALL_QUEUE =
  'This application allows a delegated administrator to manage the active agents for a Microsoft Teams Call Queue in real-time and/or through a defined shift schedule.'; // call-queue-scheduler
const COMMUNICATOR =
  'Company Communicator is a custom Teams app that enables corporate teams to create and send messages intended for multiple teams or large number of employees over chat allowing organization to reach employees right where they collaborate.'; // company-communicator
const EPRESCRIPTIONS =
  'E-Prescriptions uses the Booking app to make appointments during which doctors can generate e-prescriptions and email them to the consulting patients.'; // eprescription (description)
const GROW_YOUR_SKILLS = 'Grow Your Skills encourages employees to discover opportunities, contribute and acquire new skills.'; // growyourskills (description)
const INCENTIVES =
  'Incentives is a Teams Power Apps app template designed to incentivize and track participation in training and other adoption and change management initiatives.'; // incentives
const MILESTONES = 'The Milestones sample app template for Microsoft Teams provides a simple way to keep track of your projects and initiatives.'; // Milestones/README.md
const OPEN_BADGES = 'Create and award digital badges to peers to recognize great work.'; // openbadges (description)
const REQUEST_A_TEAM = 'Power Apps solution that automates the team creation process based on core features and channel options'; // requestateam (description)
const SKILLS_MATRIX =
  'This Skills Matrix app takes the simplicity of an Excel table and adds additional features to empower more refined searching.'; // pnp/powerapps-samples skills-matrix
const TOURNAMENTS =
  'Tournament of Teams enables the entire organization the gamification and learning experiences of bringing adoption themed tournaments for driving healthy usage.'; // tournament-of-teams

const POST = 'Post|Item|Pin|Card|Content';
const SHIFT = 'Shift|ScheduleEntry|AgentShift';
const REWARD = 'Reward|Prize';
const WORK_ITEM = 'WorkItem|Task|Item';
const AWARD = 'Award|BadgeAward|Assertion|AwardedBadge';
const REQUEST = 'TeamRequest|Request';
const ACTION = 'Action|Activity|TournamentAction|Task|Challenge';

export const X22_EDIT_CASES: EditCase[] = [
  x22('board-posts', BOARDS, 'Add posts.', [`+${POST}`, links(POST, 'Board')]),
  x22('agent-shifts', CALL_QUEUE, 'Add shifts.', [`+${SHIFT}`, `${SHIFT}.start|start_time|starts_at|from:datetime`]),
  x22('audience-selection', COMMUNICATOR, 'Add audience selection.', [links('Message', 'Team|Audience|Group|Recipient|Channel')]),
  x22('message-delivery-report', COMMUNICATOR, 'Add message metrics.', ['+Delivery|Receipt|Acknowledgement|Acknowledgment|Read|View|MessageMetric|Metric']),
  x22('doctor-records', EPRESCRIPTIONS, 'Add management of doctor records.', ['+Doctor', links('Prescription|EPrescription|Appointment', 'Doctor')]),
  x22('skill-endorsements', GROW_YOUR_SKILLS, 'Endorse team members for skills and send a personal note during project closure.', [
    '+Endorsement',
    'Endorsement.note|message|comment|text',
  ]),
  x22('reward-points', INCENTIVES, 'Points can be redeemed for Rewards (Coffee, Food, Shopping, etc…)', [`+${REWARD}`, `${REWARD}.points|cost|points_required|price:count|number`]),
  x22('activity-codes', INCENTIVES, 'Add a unique code for each activity.', ['Activity|Event|Initiative|Training.code|unique_code']),
  x22('work-item-milestones', MILESTONES, 'Classify work items by milestones', ['+Milestone', links(WORK_ITEM, 'Milestone')]),
  x22('badge-awards', OPEN_BADGES, 'Add the awarded badge details.', [`+${AWARD}`, links(AWARD, 'Badge')]),
  x22('team-request-approval', REQUEST_A_TEAM, 'Add an embedded approval process for approval and/or rejection of requests submitted.', [
    `${REQUEST}.status|approval|approval_status:enum`,
  ]),
  x22('business-justifications', REQUEST_A_TEAM, 'Add business justifications.', [`${REQUEST}.justification|business_justification|reason:text`]),
  x22('training-requests', SKILLS_MATRIX, 'Add training requests.', ['+TrainingRequest|Training|Request']),
  x22('tournament-actions', TOURNAMENTS, 'Add tournament actions.', [`+${ACTION}`, links(ACTION, 'Tournament')]),
];
