/**
 * Safe default entity policies for generated apps, and the exposure analysis behind the warnings of
 * publish_app, validate_app and get_app_security_context. Pure functions over an app's files and
 * stored policies, so the offline generator's apps, an LLM's apps and the warnings share one reading.
 *
 * Each entity is classified from its schema and the app's pages:
 * - `personal`: it is named for people (Customer, Borrower, Member, …) or has a field that identifies
 *   a person (an `email` field, full_name, birth_date, passport, …): read and write for signed-in
 *   members only. Contact details alone (a venue's address, a shop's phone) do not make it personal,
 *   but publish_app warns when anonymous visitors can read them.
 * - `submission`: it is named for something visitors send (Booking, Registration, Signup, Inquiry,
 *   Feedback, …) and a page creates it: anyone may create, only signed-in members read, update and
 *   delete (a public sign-up form that cannot be listed).
 * - `catalog`: everything else (products, articles, events, loans of equipment): anyone reads,
 *   signed-in members write. Relations are not followed: a Loan names its Borrower by id only.
 *
 * The app's owner manages every record through the tools and in the preview (and in a private
 * publication), whatever the policy; see hosting's data API.
 */
import { entityNameOfPath, parseEntitySchema, type EntitySchema } from '../records/schema.ts';
import { decideEntityPolicy, ENTITY_ACTIONS, ROLE_AUTHENTICATED, ROLE_PUBLIC, type EntityAction, type EntityPolicy } from './policies.ts';

export type EntityKind = 'catalog' | 'personal' | 'submission';

/**
 * Field names that identify a person (matched on whole words of the snake_case name). With an
 * `email`-typed field they make an entity personal data.
 */
const IDENTITY_WORDS = [
  'email',
  'e_mail',
  'birth',
  'birthday',
  'birthdate',
  'date_of_birth',
  'dob',
  'ssn',
  'social_security',
  'passport',
  'national_id',
  'id_number',
  'tax_id',
  'iban',
  'bank_account',
  'account_number',
  'credit_card',
  'card_number',
  'salary',
  'income',
  'medical',
  'diagnosis',
  'allergies',
  'full_name',
  'first_name',
  'last_name',
  'surname',
  'given_name',
  'family_name',
  'gender',
  'ip_address',
  'password',
];
/** Contact details: personal-looking (warned about when anonymous visitors can read them), but a shop's or a venue's are public. */
const CONTACT_WORDS = [
  'phone',
  'mobile',
  'telephone',
  'tel',
  'fax',
  'whatsapp',
  'address',
  'street',
  'postcode',
  'post_code',
  'postal_code',
  'zip',
  'zip_code',
  'zipcode',
];
const wordsRe = (words: string[]) => new RegExp(`(?:^|_)(?:${words.join('|')})(?:$|_)`);
const IDENTITY_FIELD_RE = wordsRe(IDENTITY_WORDS);
const PERSONAL_FIELD_RE = wordsRe([...IDENTITY_WORDS, ...CONTACT_WORDS]);

/** Entity names (or their last word) that stand for people. */
const PERSON_ENTITY_RE =
  /(?:Customer|Contact|Borrower|Member|Patient|Employee|Student|Person|People|User|Client|Guest|Attendee|Volunteer|Applicant|Tenant|Subscriber|Participant|Parent|Player|Staff|Teacher|Donor|Lead|Candidate|Driver|Resident|Owner|Profile|Account)$/;

/** Entity names (or their last word) for what visitors send in. */
const SUBMISSION_ENTITY_RE =
  /(?:Booking|Appointment|Reservation|Registration|Signup|SignUp|Application|Inquiry|Enquiry|Message|Feedback|Submission|Request|Rsvp|RSVP|Order|Response|Entry|Subscription|Waitlist|Lead|Ticket|Review|Comment|Testimonial)$/;

/** The personal-looking fields of a schema: `email`-typed fields and names such as phone, address or birth_date. */
export function personalFields(schema: EntitySchema): string[] {
  return schema.fields.filter((f) => f.type === 'email' || PERSONAL_FIELD_RE.test(f.name.toLowerCase())).map((f) => f.name);
}

/** The fields that identify a person (`email`-typed fields, names, birth dates, ids, …). */
function identityFields(schema: EntitySchema): string[] {
  return schema.fields.filter((f) => f.type === 'email' || IDENTITY_FIELD_RE.test(f.name.toLowerCase())).map((f) => f.name);
}

/** The parsed schemas of `entities/*.json` in a file map (files that do not parse are skipped). */
export function schemasOf(files: ReadonlyMap<string, string>): Map<string, EntitySchema> {
  const out = new Map<string, EntitySchema>();
  for (const [path, text] of files) {
    const name = entityNameOfPath(path);
    if (!name) continue;
    const r = parseEntitySchema(text, name);
    if (r.ok) out.set(name, r.schema);
  }
  return out;
}

/** Whether any page, component, Layout or lib file creates records of the entity through the SDK. */
function createdByCode(files: ReadonlyMap<string, string>, entity: string): boolean {
  const re = new RegExp(
    `entities\\s*\\.\\s*${entity}\\s*\\.\\s*(?:create|bulkCreate)\\s*\\(|entities\\s*\\[\\s*['"\`]${entity}['"\`]\\s*\\]\\s*\\.\\s*create\\s*\\(`,
  );
  for (const [path, text] of files) {
    if (!/\.(jsx?|tsx?)$/.test(path) || path.startsWith('functions/')) continue;
    if (re.test(text)) return true;
  }
  return false;
}

export interface EntityClass {
  entity: string;
  kind: EntityKind;
  personal_fields: string[];
  /** Why it was classified so, for the job summary and the security context. */
  reason: string;
}

/** The class of every entity of an app (its schema, its name and the pages' SDK calls). */
export function classifyEntities(schemas: ReadonlyMap<string, EntitySchema>, files: ReadonlyMap<string, string>): EntityClass[] {
  const out: EntityClass[] = [];
  for (const [name, schema] of [...schemas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const personal = personalFields(schema);
    const identity = identityFields(schema);
    if (SUBMISSION_ENTITY_RE.test(name) && createdByCode(files, name)) {
      out.push({
        entity: name,
        kind: 'submission',
        personal_fields: personal,
        reason: `${name} is something visitors send in and a page creates it: anyone may create, signed-in members read and manage`,
      });
    } else if (identity.length || PERSON_ENTITY_RE.test(name)) {
      const why = identity.length ? `fields that identify a person (${identity.join(', ')})` : 'its records stand for people';
      out.push({ entity: name, kind: 'personal', personal_fields: personal, reason: `${name}: ${why}: signed-in members only` });
    } else {
      out.push({
        entity: name,
        kind: 'catalog',
        personal_fields: personal,
        reason: `${name} is content: anyone reads, signed-in members write${personal.length ? ` (its contact details ${personal.join(', ')} are readable: publish_app warns)` : ''}`,
      });
    }
  }
  return out;
}

/** The policy a class gets (roles: `public` anyone, `authenticated` any signed-in member). */
export function defaultPolicyFor(entity: string, kind: EntityKind): EntityPolicy {
  if (kind === 'catalog') return { entity, read: [ROLE_PUBLIC], write: [ROLE_AUTHENTICATED], rules: null };
  if (kind === 'personal') return { entity, read: [ROLE_AUTHENTICATED], write: [ROLE_AUTHENTICATED], rules: null };
  return {
    entity,
    read: [ROLE_AUTHENTICATED],
    write: [ROLE_AUTHENTICATED],
    rules: {
      version: 1,
      rules: [
        { id: 'visitors-submit', actions: ['create'], subject: { roles: [ROLE_PUBLIC] } },
        { id: 'members-manage', actions: ['read', 'write'], subject: { roles: [ROLE_AUTHENTICATED] } },
      ],
    },
  };
}

/** Default policies for every entity of an app's files (callers keep policies that exist). */
export function deriveDefaultPolicies(files: ReadonlyMap<string, string>): Array<EntityClass & { policy: EntityPolicy }> {
  return classifyEntities(schemasOf(files), files).map((c) => ({ ...c, policy: defaultPolicyFor(c.entity, c.kind) }));
}

export interface Exposure {
  entity: string;
  /** Personal-looking fields anonymous visitors can read (empty when they cannot read, or there are none). */
  personal_fields_readable: string[];
  anonymous_read: boolean;
  /** The write actions anonymous visitors may do. */
  anonymous_write: EntityAction[];
  /** How the entity is governed: an explicit policy, or none (legacy). */
  policy: 'explicit' | 'none';
}

/** What an anonymous visitor may do with each entity (given the app is open to anyone). */
export function exposureOf(schemas: ReadonlyMap<string, EntitySchema>, policies: ReadonlyMap<string, EntityPolicy>): Exposure[] {
  const names = [...new Set([...schemas.keys(), ...policies.keys()])].sort();
  return names.map((entity) => {
    const policy = policies.get(entity) ?? null;
    const schema = schemas.get(entity);
    const read = decideEntityPolicy(policy, 'read', null).allow;
    const write = ENTITY_ACTIONS.filter((a) => a !== 'read' && decideEntityPolicy(policy, a, null).allow);
    return {
      entity,
      personal_fields_readable: read && schema ? personalFields(schema) : [],
      anonymous_read: read,
      anonymous_write: write,
      policy: policy ? 'explicit' : 'none',
    };
  });
}

/** One warning per risky entity of an app open to anyone, naming the entity and what is exposed. */
export function exposureWarnings(exposures: readonly Exposure[], prefix = ''): string[] {
  const out: string[] = [];
  for (const e of exposures) {
    if (e.personal_fields_readable.length) {
      out.push(
        `${prefix}Entity ${e.entity}: anonymous visitors can read personal-looking fields (${e.personal_fields_readable.join(', ')}) of every record. ` +
          `Limit reading with set_entity_policy (e.g. read: ["authenticated"]) unless they are meant to be public.`,
      );
    }
    if (e.anonymous_write.length) {
      out.push(
        `${prefix}Entity ${e.entity}: anonymous visitors can ${e.anonymous_write.join(', ')} records (its entity policy allows "public"). ` +
          'Keep it only if visitors are meant to do that (e.g. a public form that creates).',
      );
    }
  }
  return out;
}
