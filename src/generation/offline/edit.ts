// editApp: apply common edit prompts to an existing app.
//
// The current app is parsed back into a model (entity JSON files, page markers,
// the Layout's NAV, list VIEW configs, theme classes). Each understood clause of
// the prompt changes the model; files are re-rendered and only the files whose
// rendering changed are written (files that no edit concerns stay byte-identical).

import type { AppModel, EditInput, EditResult, ProgressFn } from './types.ts';
import {
  describedAsRequest,
  isIntent,
  isStatement,
  normaliseClause,
  statementTopic,
  stripConstraints,
  whenMaking,
} from './edit-phrases.ts';
import { renderAll, titleFieldOf } from './render.ts';
import { sharedComponents } from './components.ts';
import { pluralLabel, resolveNoun } from './analyse.ts';
import { escapeRe } from './nouns.ts';
import { PROMPT_MAX } from './generate.ts';
import { DARK_MODE_CSS, DARK_MODE_PATH, normalizeTheme, replacePalette } from './theme.ts';
import { type Ctx, vague, EditError, AlreadySo, findEntity, NoSuchEntity } from './edit-context.ts';
import { type Parsed, parseApp } from './edit-parse.ts';
import { applyPurposeClause } from './edit-purpose.ts';
import { themeClause, layoutClause, renameAppClause } from './edit-look.ts';
import { pageClause, defaultFilterClause, filterSortClause } from './edit-pages.ts';
import {
  fieldChangeClause,
  reorderClause,
  renameClause,
  removeClause,
  addFieldClause,
  fieldOfLastEntityClause,
  unnamedFieldsClause,
  featureTitleClause,
  namedTargetRecords,
} from './edit-fields.ts';
import {
  relationClause,
  hasClause,
  addEntityClause,
  implicitEntityClause,
  requiredKindClause,
  linkAdded,
  historyClause,
  fieldHistoryClause,
  presetClause,
  assignmentClause,
  recordsForClause,
} from './edit-relations.ts';
import { canWeChange, PURPOSE, readClause, screenScoped } from './edit-reader.ts';
import { creationReading } from './edit-creation.ts';
import { tokens } from './grammar.ts';
import { singularPhrase, words } from './nlp.ts';

const VERB_START =
  /^(?:add|remove|delete|drop|rename|make|change|link|connect|relate|sort|order|filter|create|use|switch|call|include|give|set|turn|put|introduce|track)\b/i;

/** Verbs a request starts with, after a statement that gives its context. */
const REQUEST_VERB =
  'add|remove|delete|drop|rename|make|change|link|connect|sort|order|filter|create|use|switch|call|include|give|set|turn|put|introduce|track|record|store|keep|log|show|list';

const REQUEST_START = new RegExp(`^(?:${REQUEST_VERB})\\b`, 'i');

/** A sentence that is only a list of short values: "beginner, intermediate or advanced". */
const VALUES_ONLY = /^[a-z0-9][\w-]*(?:\s[\w-]+)?(?:\s*,\s*[a-z0-9][\w-]*(?:\s[\w-]+)?)*\s*,?\s+(?:or|and)\s+[a-z0-9][\w-]*(?:\s[\w-]+)?$/i;

/** The inside of a bracketed list of short values: "fiction, non-fiction, poetry", "S / M / L". */
const VALUES_LIST = /^[a-z0-9][\w'-]*(?:\s[\w'-]+)?(?:\s*(?:,|\/|,?\s+or|,?\s+and)\s*[a-z0-9][\w'-]*(?:\s[\w'-]+)?)+$/i;

/** A clause with a subject and a modal of what records can or must be ("customers can earn points"). */
const MODAL_CLAUSE = /^(?:[a-z]+\s+){1,3}(?:can|could|may|might|should|must|will|shall)\s/i;

/** "can we drop the notes" with no comma after (with one, the clause reader takes the politeness and the reason off together). */
const CAN_WE_NO_COMMA = new RegExp(`^${canWeChange('[^,]*$')}`, 'i');

/** What records are said to have: "reservations need a phone number", "each pet should have a weight". */
const HAS_STATEMENT =
  /^(?:(?:each|every|all|the|our)\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:needs?|requires?|has|have|should\s+(?:also\s+)?(?:have|get|store|show)|must\s+(?:also\s+)?have)\s+(?:an?|the|their|its|some)\s/i;

/** Sentences that only thank or praise ("Great work.", "thanks!", "looks good") carry no edit. */
const CHATTER =
  /^(?:(?:thanks|thank\s+you|cheers|ta|that'?s\s+it|that\s+is\s+all|great|great\s+(?:work|job|stuff)|nice(?:\s+(?:work|job|one))?|good\s+(?:work|job)|well\s+done|perfect|awesome|amazing|brilliant|lovely|cool|ok|okay|love\s+it|looks\s+(?:good|great|nice)|this\s+is\s+(?:great|good|nice))(?:\s+(?:so\s+much|a\s+lot|again|thanks|thank\s+you))?[\s,!]*)+$/i;

/** "tasks: remove priority, add effort (S, M, L)": each request after an entity heading is about that entity. */
function underHeading(heading: string, clause: string, isEntity: (phrase: string) => boolean): string {
  const c = clause.trim();
  // "add a score from 1 to 10" has no target of its own; "add a note to orders" has
  const target = /\s(?:to|on|for|onto|into)\s+(?:the\s+|each\s+|every\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(c);
  if (/^(?:add|include|track|record|store)\s/i.test(c) && !(target && isEntity(target[1]))) return `${c} to ${heading}`;
  if (/^(?:remove|delete|drop|get\s+rid\s+of)\s/i.test(c) && !/\s(?:from|on|of|in)\s/i.test(c)) return `${c} from ${heading}`;
  let m: RegExpExecArray | null;
  if ((m = /^rename\s+(?:the\s+)?(.+?)\s+to\s+(.+)$/i.exec(c)) && !/\s(?:on|of|in|for)\s/i.test(m[1]))
    return `rename the ${m[1]} field of ${heading} to ${m[2]}`;
  if ((m = /^(make|set|mark)\s+(?:the\s+)?(.+?)\s+(required|mandatory|optional)$/i.exec(c)) && !/\s(?:on|of|in|for)\s/i.test(m[2]))
    return `${m[1]} the ${m[2]} of ${heading} ${m[3]}`;
  if ((m = /^(sort|order)\s+by\s+(.+)$/i.exec(c))) return `${m[1]} ${heading} by ${m[2]}`;
  return c;
}

/**
 * "Couple of changes:" then a list, one request a line (maybe bulleted or numbered): the line before
 * the colon introduces the list — an entity it names is what each line up to a blank one is about
 * ("Tasks:\n- remove the priority"), anything else says nothing.
 */
function listLines(prompt: string, isEntity: (phrase: string) => boolean): string {
  const lines = prompt.replace(/\r/g, '').split('\n');
  if (lines.length < 2) return prompt;
  const out: string[] = [];
  let heading: string | undefined;
  for (const raw of lines) {
    const bullet = /^\s*(?:[-–—*•·]|\d{1,2}[.)])\s+/.exec(raw);
    const line = bullet ? raw.slice(bullet[0].length) : raw;
    const intro = /^\s*([^:]{1,60}):\s*$/.exec(line);
    if (intro && !REQUEST_START.test(intro[1].trim())) {
      heading = isEntity(intro[1].trim()) ? intro[1].trim() : undefined;
      continue;
    }
    if (!line.trim()) heading = undefined;
    out.push(heading && line.trim() ? underHeading(heading, line, isEntity) : line);
  }
  return out.join('\n');
}

function splitClauses(prompt: string, isEntity: (phrase: string) => boolean = () => false): string[] {
  const out: string[] = [];
  // "(e.g., grade, track, etc.)": an abbreviation's full stop ends no sentence
  prompt = prompt
    .replace(/\be\.g\.,?\s*/gi, 'eg ')
    .replace(/\bi\.e\.,?\s*/gi, 'ie ')
    .replace(/,?\s*\betc\.?(?=\s*\))/gi, '');
  const sentences = listLines(prompt, isEntity)
    .split(/(?:[.;!?\n]+(?=\s|$))|\n+/)
    .reduce<string[]>((acc, s) => {
      // "Can classes have a level? beginner, intermediate or advanced": a bare list of values belongs to
      // the field asked for just before
      // ("Can books have a genre? (fiction, poetry, drama)": the list in brackets too)
      const bracketed = /^\(\s*([^()]+?)\s*\)$/.exec(s.trim())?.[1];
      if (acc.length && bracketed && VALUES_LIST.test(bracketed)) acc[acc.length - 1] += ` (${bracketed})`;
      else if (acc.length && VALUES_ONLY.test(s.trim())) acc[acc.length - 1] += ` (${s.trim().replace(/\s*,?\s+(?:or|and)\s+/gi, ', ')})`;
      else acc.push(s);
      return acc;
    }, []);
  for (let raw of sentences) {
    // "Add the following: each provider has a name": the lead-in of statements only introduces them (before
    // a bare list, "add the following: wishlists", it stays a request)
    const following = /^\s*(?:please\s+)?add\s+the\s+following(?:\s+to\s+[^:]{1,60})?\s*:\s*(.+)$/is.exec(raw);
    if (following && (isStatement(following[1]) || isIntent(following[1]) || MODAL_CLAUSE.test(following[1]))) raw = following[1];
    // "record the number of hours each employee works on each project": the count said of a record by what it
    // does is that record's ("each employee's number of hours")
    raw = raw.replace(
      /\bthe\s+(number|amount|count|total)\s+of\s+([a-z]+(?:\s+per\s+[a-z]+)?)\s+(?:that\s+|which\s+)?(each|every)\s+([a-z]+)\s+[a-z]+s(?:\s+(?:on|in|for|at|with|towards?)\s+(?:each|every|an?|the|their|its)\s+[a-z]+(?:\s+[a-z]+)?)?(?=\s*(?:,|$|\s+and\s))/gi,
      "$3 $4's $1 of $2",
    );
    // "record the phone number of members": a kind of number (not a count: "the total number of members") of
    // records the app keeps is each one's, a field for them
    raw = raw.replace(/\bthe\s+([a-z]+)\s+number\s+of\s+([a-z]+s)\b/gi, (all, kind: string, records: string) =>
      !/^(?:total|maximum|max|minimum|min|average|exact|approximate|estimated|expected|current|actual|overall|right|same)$/i.test(kind) &&
      isEntity(records)
        ? `the ${kind} number for ${records}`
        : all,
    );
    // "bikes -> add a purchase date": an arrow after a heading is a colon
    raw = raw.replace(/^(\s*[a-z][a-z ]{0,40}?)\s*(?:->|=>|→)\s*/i, '$1: ');
    // "books: + isbn, + year": a plus before what is asked adds it (a minus is left alone: "- project" could be the
    // field or the whole records, and a dash also starts a bullet)
    raw = raw.replace(/(^|[:,]\s*)\+\s*(?=[a-z])/gi, '$1add ');
    // "add: vegan, colour": a colon after the verb only introduces what it adds
    let sentence = raw.replace(/\b(add|remove|delete|drop|include|track)\s*:\s*/gi, '$1 ');
    // "When adding a recipe, add a source field": the record being made is what the request after the comma is about
    if (/^\s*(?:when|whenever|while)\s/i.test(sentence)) sentence = whenMaking(sentence.trim(), isEntity);
    // "tasks: remove priority, add effort (S, M, L)", "flavours - add …": an entity heading before several requests
    const head =
      /^\s*([a-z][a-z ]{0,40}?)\s*(?::|\s[-–—]+)\s*(?=(?:add|remove|delete|drop|rename|make|set|mark|sort|order|include|track|get\s+rid)\b)/i.exec(
        sentence,
      );
    const heading = head && isEntity(head[1]) ? head[1] : undefined;
    if (heading && head) sentence = `${heading}: ${sentence.slice(head[0].length)}`;
    // (one request under a heading is left whole: normaliseClause reads "jobs: add whether …" itself)
    const s = heading ? sentence.slice(heading.length + 2) : sentence;
    let parts = [s];
    // "products should also have …" is one clause; ", also add …" starts another; "sort by priority
    // then due date" keeps its second key
    parts = parts.flatMap((p) =>
      p.split(/\s*,?\s+(?:and then|then|and also|after that)\s+|\s*,\s*also\s+|\s*,\s*plus\s+(?=[a-z]+\s)/i).reduce<string[]>((acc, x) => {
        if (
          acc.length &&
          /^(?:sort|order)\s/i.test(acc[acc.length - 1].trim()) &&
          !VERB_START.test(x.trim()) &&
          !/^(?:i|we|you)\s/i.test(x.trim())
        )
          acc[acc.length - 1] += ` then ${x}`;
        else acc.push(x);
        return acc;
      }, []),
    );
    // "We buy from suppliers - add them …", "Sales depend on the weather, so add …", "members check in at
    // the desk, record each check-in": a statement, then a request (the statement is its context)
    parts = parts.flatMap((p) => {
      const m = new RegExp(`^(.+?)(?:\\s+[-–—]+\\s+|,?\\s+so\\s+|,\\s+)(?=(?:${REQUEST_VERB})\\s)`, 'i').exec(p);
      return m && isStatement(m[1]) ? [m[1], p.slice(m[0].length)] : [p];
    });
    // "add a price to piercings also remove the type": "also" before a request verb, after a request, starts another
    parts = parts.flatMap((p) => {
      const m = new RegExp(`\\s+also\\s+(?=(?:${REQUEST_VERB})\\s)`, 'i').exec(p);
      return m && VERB_START.test(p.trim()) ? [p.slice(0, m.index), p.slice(m.index + m[0].length)] : [p];
    });
    // "add setlists - a setlist is for one gig": a dash before a new subject and its verb starts a clause
    parts = parts.flatMap((p) =>
      p.split(
        /\s+[-–—]+\s+(?=(?:an?|each|every|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|has|have|belongs?|should|must|needs?|can|comes?)\b)/i,
      ),
    );
    // "art pieces have a price, and some can be marked as sold": what records can be marked as is a request of its own
    parts = parts.flatMap((p) =>
      p.split(
        /(?:,\s*|\s+)and\s+(?=(?:some|many|most|they|these|those|each|every|all)?\s*(?:[a-z]+\s+){0,2}(?:can|could|should|may|must)\s+(?:also\s+)?be\s+(?:marked|flagged)\s)/i,
      ),
    );
    // "an exhibition shows many art pieces, and a piece can be in several exhibitions": a second subject and
    // what it can be or belong to ("recipes can have many tags and a tag can be on many recipes", many on both
    // sides said alike, is one clause)
    parts = parts.flatMap((p) =>
      (p.match(/\b(?:can|may|could|will|should)\s+(?:[a-z]+\s+){1,3}?(?:many|multiple|several)\b/gi) ?? []).length >= 2
        ? [p]
        : p.split(
            /(?:,\s*|\s+)and\s+(?=(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:can|could|may|might)\s+(?:also\s+)?(?:be|belong|appear|go)\s)/i,
          ),
    );
    // "every student belongs to a class and each class has a teacher": a second quantified subject ("record
    // each task's owner and each task's reviewer": a possessive is a second object of the same verb)
    parts = parts.flatMap((p) => p.split(/(?:,\s*|\s+)and\s+(?=(?:each|every)\s+[a-z])(?!(?:each|every)\s+[a-z]+(?:\s+[a-z]+)?['’]s?\s)/i));
    // "add teams, each volunteer belongs to one team": after a request, a comma and a quantified subject with its
    // own verb is a statement of its own ("add suppliers, each with a name" has no verb after its subject)
    parts = parts.flatMap((p) =>
      VERB_START.test(p.trim())
        ? p.split(
            /\s*,\s*(?=(?:each|every)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:belongs?|is|are|has|have|should|must|can|could|may|needs?|goes|comes|gets?|will|links?)\s)/i,
          )
        : [p],
    );
    // "add ingredients with a name and a unit, and tags with a name": a second new thing and its fields
    parts = parts.flatMap((p) => {
      const verb = /^(?:(?:please|also|now)\s+)?(add|create|track|include|introduce)\s/i.exec(p.trim());
      if (!verb) return [p];
      const pieces = p.split(
        /,\s*and\s+(?=(?:an?\s+|some\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:with|having|that\s+links?|which\s+links?|linking)\s)/i,
      );
      return pieces.map((x, i) => (i ? `${verb[1]} ${x}` : x));
    });
    // "each lesson has one teacher and many students": one of something, many of another
    parts = parts.flatMap((p) => {
      const m =
        /^((?:an?|each|every|the)\s+[a-z]+(?:\s+[a-z]+)?)\s+(has|have)\s+(one\s+.+?|an?\s+.+?)\s+and\s+((?:many|several|multiple)\s+.+)$/i.exec(
          p.trim(),
        );
      return m ? [`${m[1]} ${m[2]} ${m[3]}`, `${m[1]} ${m[2]} ${m[4]}`] : [p];
    });
    // "a setlist is for one gig and has many songs": one subject, two predicates
    parts = parts.flatMap((p) => {
      const m =
        /^((?:an?|each|every|the)\s+[a-z]+(?:\s+[a-z]+)?)\s+((?:is|are|belongs?|comes?|has|have)\b.+?)\s+and\s+((?:has|have|belongs?\s+to|is|are|comes?)\s+(?:many|several|multiple|some|an?|one|the)\b.+)$/i.exec(
          p.trim(),
        );
      return m ? [`${m[1]} ${m[2]}`, `${m[1]} ${m[3]}`] : [p];
    });
    // "events need a ticket price and attendees should record whether they paid": a new subject with its own modal
    // ("…, and members have a name and an age": after a comma, a new subject and what it has)
    parts = parts.flatMap((p) =>
      p.split(
        /(?:,\s*|\s+)and\s+(?=(?:the\s+|each\s+|every\s+|all\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:should|must|need|needs|require|requires)\s)|,\s*and\s+(?=(?:the\s+|each\s+|every\s+|all\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:has|have)\s+(?:an?|the|their|its|one|many|several)\s)/i,
      ),
    );
    parts = parts.flatMap((p) => {
      const pieces: string[] = [];
      let rest = p;
      for (;;) {
        const m =
          /(?:,\s*|\s+)(?:and|&)\s+(?=(?:add|remove|delete|drop|rename|make|change|link|connect|sort|order|filter|create|use|switch|call|include|give|set|turn|put|introduce|assign|attach|move)\b)|,\s+(?=(?:add|remove|delete|drop|rename|make|change|link|connect|sort|order|filter|create|switch|call|give|set|turn|assign|move)\b)/i.exec(
            rest,
          );
        if (!m) {
          pieces.push(rest);
          break;
        }
        pieces.push(rest.slice(0, m.index));
        rest = rest.slice(m.index + m[0].length);
      }
      return pieces;
    });
    if (heading && parts.length === 1) parts = [sentence];
    for (const p of parts) {
      const c = p
        .trim()
        .replace(
          /^(?:please|pls|kindly|can you|could you|would you|i want to|i'd like to|i would like to|let's|lets|now|also|and|ok|okay)\s*,?\s*/i,
          '',
        )
        .replace(/^(?:please|can you|could you)\s+/i, '')
        // "could we get rid of …": "can we" before a verb of change is a request put politely (with a comma after,
        // "can we drop X, nobody uses it", the clause reader takes the politeness and the reason off together)
        .replace(CAN_WE_NO_COMMA, '')
        .replace(/\s*(?:please|pls|thanks|thank you)$/i, '')
        // "Add support for recurring transactions": support for something is that thing
        .replace(/^(?:add|include|introduce|implement|provide)\s+(?:full\s+|basic\s+)?support\s+for\s+/i, 'add ')
        // "show today's appointments on the home page": records to see are a page of them whichever page the owner
        // named to find them on (the page is linked in navigation; the words are no part of its name)
        .replace(
          /^((?:show|list|display|see)\s.+?)\s+(?:on|in|at)\s+(?:the\s+|my\s+|our\s+)?(?:home\s*page|homepage|home\s+screen|dashboard|front\s+page|main\s+page|start\s+page|landing\s+page)$/i,
          '$1',
        )
        // "… and add points limit instead": what it replaces was said before
        .replace(/^((?:add|use|have|include|put)\s.+?)\s+instead$/i, '$1')
        // "Support lifetime subscriptions: a one-time purchase …": a feature request titled by what the app should
        // support asks to add it (what the title is, explained after a colon, is no part of the request)
        .replace(
          /^support\s+(?!(?:for\s+)?(?:users?|me|us|them|people|everyone)\b)(?:for\s+)?([^:]+?)(?:\s*:\s*(?:an?|the)\s[^:]*)?$/i,
          'add $1',
        )
        // "each order also has a delivery date": an adverb between a record and what it has adds nothing
        .replace(
          /^((?:(?:each|every|the|an?|all|our)\s+)?[a-z]+(?:\s+[a-z]+)?)\s+(?:also|now|additionally|further|too)\s+(?=(?:has|have|gets?|needs?|requires?|stores?|keeps?|holds?|carr(?:y|ies)|includes?|contains?)\s)/i,
          '$1 ',
        )
        // "rename clients to customers everywhere": where the change applies is the whole app anyway
        .replace(/\s+(?:everywhere|throughout(?:\s+the\s+(?:whole\s+)?app)?|across\s+the\s+(?:whole\s+)?app|app-wide)$/i, '')
        // "remove the attendees, we don't need them": the reason is not a request (nor is it said alone, after
        // the request: "Remove the trainer. We don't use it.")
        .replace(
          /(?:^|,?\s+)(?:as\s+|since\s+|because\s+)?(?:we|i)\s+(?:don'?t|do\s+not|no\s+longer|never)\s+(?:need|use|want)\s+(?:it|them|those|that|this|these)(?:\s+any\s?more)?$/i,
          '',
        )
        // "let me assign tasks to people", "allow us to filter by status"
        .replace(
          /^(?:let\s+(?:me|us)|allow\s+(?:me|us)\s+to|i\s+want\s+to\s+be\s+able\s+to|we\s+want\s+to\s+be\s+able\s+to)\s+(?!rate\b)/i,
          '',
        )
        // "add a 'blocked' status", "add 'waiting for parts' as a repair status", "add a new stage called review",
        // "add a cancelled status": a value in quotes, a name given to a new one, or a state said by its participle,
        // is a new choice of the status (edit-fields.ts reads "add X as a status option")
        .replace(
          /^(add|include)\s+(?:an?\s+|the\s+)?(?:new\s+|another\s+|extra\s+)?(?:["“]([^"“”]+)["”]|['‘]([^'‘’]+)['’]|([a-z]+ed))\s+(?:as\s+)?(?:an?\s+|the\s+)?(?:new\s+|another\s+|extra\s+)?((?:[a-z]+\s+)?(?:status|stage|state|phase|priority|category|level|tier))$/i,
          (_all, verb: string, dq: string | undefined, sq: string | undefined, participle: string | undefined, field: string) =>
            `${verb} "${dq ?? sq ?? participle}" as a ${field} option`,
        )
        .replace(
          /^(add|include)\s+(?:an?\s+)?(?:new|another|extra)\s+((?:[a-z]+\s+)?(?:status|stage|state|phase|priority|category|level|tier))(?:\s*:\s*|\s+(?:called|named)\s+)["'“‘]?([a-z0-9][\w -]*?)["'”’]?$/i,
          (_all, verb: string, field: string, value: string) => `${verb} "${value}" as a ${field} option`,
        )
        // "can the email be optional?", "the email shouldn't be required", "party size can't be empty": whether a
        // field must be filled in, said as a question or a negation, is making it optional or required
        .replace(/^(?:can|could)\s+(?:the\s+)?(.+?)\s+be\s+(optional|required|mandatory)$/i, 'make the $1 $2')
        .replace(
          /^(?:the\s+)?(.+?)\s+(?:shouldn['’]?t|should\s+not|mustn['’]?t|must\s+not|doesn['’]?t\s+(?:need|have)\s+to|does\s+not\s+(?:need|have)\s+to|don['’]?t\s+(?:need|have)\s+to|do\s+not\s+(?:need|have)\s+to)\s+be\s+(?:required|mandatory|compulsory|filled\s+in)$/i,
          'make the $1 optional',
        )
        .replace(
          /^(?:the\s+)?(.+?)\s+(?:can['’]?t|cannot|can\s+not|shouldn['’]?t|should\s+not|mustn['’]?t|must\s+not)\s+be\s+(?:empty|blank|left\s+(?:empty|blank|out)|skipped)$/i,
          'make the $1 required',
        )
        .replace(/^(?:the\s+)?(.+?)\s+(?:can|may)\s+be\s+(?:left\s+)?(?:empty|blank)$/i, 'make the $1 optional')
        // "I'd rather call projects boards": a preference for a name is the rename
        .replace(/^(?:i|we)(?:['’]d|\s+would)\s+(?:rather|prefer\s+to)\s+(?=(?:call|name|rename)\s)/i, '')
        // "make the due date a date and time": a type given to a field is what it should be (not "a number": money,
        // a count or a decimal, which the field readers tell apart, so "make the price a number" is left to them)
        .replace(
          /^make\s+(?:the\s+)?(.+?)\s+(?:into\s+)?(an?\s+)?(date\s+and\s+time|datetime|date|long\s+text|yes\/no|checkbox|tick\s*box|email|url|link)(?:\s+field)?$/i,
          '$1 should be $2$3',
        )
        // "make the title a required field"
        .replace(/^make\s+(?:the\s+)?(.+?)\s+an?\s+(required|mandatory|optional)\s+(?:field|one)$/i, 'make the $1 $2')
        // "owners often have more than one pet": more than one of something is many
        .replace(
          /^((?:an?\s+|each\s+|every\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?)\s+(?:(?:often|usually|sometimes|typically|normally|generally|can|may|might|could)\s+)+(?:also\s+)?(?:have|has)\s+(?:more\s+than\s+one|multiple|several)\s+(?=[a-z])/i,
          '$1 can have many ',
        )
        // "track how long each repair takes": how long something takes is its duration
        .replace(/\bhow\s+long\s+(each|every|an?|the)\s+([a-z]+)\s+(?:takes|took|lasts|lasted)\b/i, 'the duration of $1 $2')
        // "please make sure each reservation has a table number": what is to be made sure of is the request
        .replace(/^(?:make\s+sure|ensure)\s+(?:that\s+)?(?=(?:each|every|all|the|an?|our)\s)/i, '')
        // "dishes need a category like starter, main or dessert": the examples after "like" are its values
        .replace(
          /^(.+?\s(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:like|such\s+as)\s+([a-z0-9][\w'-]*(?:\s[\w'-]+)?(?:\s*,\s*[a-z0-9][\w'-]*(?:\s[\w'-]+)?)*\s*,?\s+(?:or|and)\s+[a-z0-9][\w'-]*(?:\s[\w'-]+)?)$/i,
          (all, head: string, values: string) =>
            VERB_START.test(head) || HAS_STATEMENT.test(head) ? `${head} (${values.replace(/\s*,?\s+(?:or|and)\s+/gi, ', ')})` : all,
        )
        // "add an allergens field, it's the law", "…, because the vet asks": a reason after a request is no part of it
        // (", it's optional" says what the field is)
        .replace(
          /\s*,\s*(?:because|since|cos|it['’]?s|it\s+is|that['’]?s)\s+(?!(?:optional|required|mandatory|not\s+required)\b)[^,]*$/i,
          (all, _at: number, whole: string) => (VERB_START.test(whole.trim()) || HAS_STATEMENT.test(whole.trim()) ? '' : all),
        )
        // "let owners have an address too": "too", "as well" only add to what the app has
        // (of a request only: a statement keeps its words, "We now rent out bikes too")
        .replace(/(?:\s*,)?\s+(?:too|as\s+well)$/i, (all, _at: number, whole: string) =>
          VERB_START.test(whole.trim()) || /^let\s/i.test(whole.trim()) || HAS_STATEMENT.test(whole.trim()) ? '' : all,
        )
        // "reservations need a phone number so we can confirm": what records are said to have is named before what
        // it is for (other requests may say what they add only after "so": "add a way so staff can note allergies")
        .replace(PURPOSE, (all, at: number, whole: string) => (at > 0 && HAS_STATEMENT.test(whole.trim()) ? '' : all))
        .trim();
      if (c && !CHATTER.test(c)) out.push(heading && parts.length > 1 ? underHeading(heading, c, isEntity) : c);
    }
  }
  return out;
}

/** One clause of an edit prompt is tried against each kind of edit in turn; the first that takes it wins. */
const CLAUSES: Array<(ctx: Ctx, c: string, lc: string) => boolean> = [
  themeClause,
  layoutClause,
  reorderClause,
  // (before pages by purpose: "show only open tickets by default" is the list's filter, not a new page)
  defaultFilterClause,
  // (before records for records: "add predefined reasons for registrations" are values to pick from, records of their own)
  presetClause,
  // (before fields said by purpose: "add reminders for plants" are records of their own, not a text field of plants)
  recordsForClause,
  (ctx, c) => applyPurposeClause(ctx, c),
  renameAppClause,
  pageClause,
  filterSortClause,
  fieldChangeClause,
  renameClause,
  removeClause,
  relationClause,
  hasClause,
  // (before new records: "add detailed history" is entries of the records, "add task assignment" a link to people)
  historyClause,
  // ("track subscription prices over time": past values of a field are records of their own)
  fieldHistoryClause,
  assignmentClause,
  addEntityClause,
  addFieldClause,
  fieldOfLastEntityClause,
  // (before records named by a noun: "add a deadline" is a field of a record, not a kind of record)
  unnamedFieldsClause,
  implicitEntityClause,
  requiredKindClause,
  // (last: "Project milestones", a feature's title, only when no rule reads the words otherwise)
  featureTitleClause,
];

/**
 * "add an approval process for approval and/or rejection of requests submitted": a target the app lacks
 * that describes something (a noun with "of" after it, or a phrase of three words or more) rather than
 * naming records may name records the sentence itself describes, so the sentence is read as a create
 * prompt is. (Plain record names the app lacks, "add a colour to the spaceships and moons", stay refused.)
 */
function describedTarget(err: EditError): boolean {
  const target = err instanceof NoSuchEntity ? err.target : undefined;
  return !!target && (/\sof\s/i.test(target) || target.split(/\s*(?:,|\/|\band\b|\bor\b)\s*/i).some((x) => x.split(/[\s-]+/).length >= 3));
}

/**
 * "… adding new field discount on operations lines" where the app keeps repairs: lines (of an order, an invoice,
 * a repair) are records of the document they are lines of; when the words before "lines" name no record, they
 * are lines of the one record the request names elsewhere ("mrp repair"), read as "… on repair lines".
 */
function linesOfNamed(ctx: Ctx, err: EditError, clause: string, prompt: string): boolean {
  const target = err instanceof NoSuchEntity ? err.target : undefined;
  const m = target ? /^([a-z]+(?:\s+[a-z]+)?)\s+(lines|line\s+items)$/i.exec(target) : null;
  if (!target || !m || !clause.toLowerCase().includes(target.toLowerCase())) return false;
  const rest = prompt.toLowerCase().replace(target.toLowerCase(), ' ');
  const saidWords = new Set(rest.split(/[^a-z]+/).flatMap((w) => [w, singularPhrase(w)]));
  const named = ctx.model.entities.filter((e) =>
    words(pluralLabel(e.name))
      .map(singularPhrase)
      .every((w) => saidWords.has(w)),
  );
  if (named.length !== 1) return false;
  const one = words(pluralLabel(named[0].name)).map(singularPhrase).join(' ');
  const unchanged = JSON.stringify(ctx.model);
  try {
    if (applyClause(ctx, clause.replace(new RegExp(escapeRe(target), 'i'), `${one} ${m[2]}`))) return true;
  } catch (e) {
    if (!(e instanceof EditError) || JSON.stringify(ctx.model) !== unchanged) throw e;
  }
  return false;
}

function applyClause(ctx: Ctx, clause: string): boolean {
  let c = clause.replace(/\s+/g, ' ').trim();
  // "add inspections … and link them to plots", "add servings and sort them by cooking time": a plural
  // pronoun stands for the entity spoken of last
  // ("We now also sell gift cards. Add them with a code": the things a statement just before ended on)
  const last = ctx.lastEntity && ctx.model.entities.includes(ctx.lastEntity) ? ctx.lastEntity : undefined;
  const topic = ctx.topic ?? (last ? pluralLabel(last.name).toLowerCase() : undefined);
  ctx.topic = undefined;
  if (topic && /\b(?:them|these|those)\b/i.test(c) && !/\b(?:them|these|those)\s+(?:fields?|pages?|records?|ones?)\b/i.test(c))
    c = c.replace(/\b(?:them|these|those)\b/gi, topic);
  const lc = c.toLowerCase();
  return CLAUSES.some((apply) => apply(ctx, c, lc));
}

function replacePageRefs(content: string, from: string, to: string): string {
  return content
    .replace(new RegExp(`(createPageUrl\\(\\s*)(['"\`])${from}\\2`, 'g'), `$1$2${to}$2`)
    .replace(new RegExp(`(pageUrl\\(\\s*)(['"\`])${from}\\2`, 'g'), `$1$2${to}$2`);
}

export function editApp(input: EditInput): EditResult {
  const progress = input.onProgress ?? (() => {});
  const prompt = (input.prompt ?? '').slice(0, PROMPT_MAX).trim();
  const files = input.files ?? {};
  progress('analyse', 'Reading the edit prompt and the current app');
  const understood = interpret(input, prompt, files, progress);
  if ('ok' in understood) return understood;
  const { ctx, before } = understood;
  progress(
    'entities',
    ctx.ops
      .filter((o) => /entity|field|relation/.test(o.kind))
      .map((o) => `${o.kind}: ${o.detail}`)
      .join('; ') || 'No entity changes',
  );
  const { written, deleted, pagesTouched } = renderChanges(ctx, before, files);
  progress('pages', pagesTouched.length ? `Regenerated ${pagesTouched.join(', ')}` : 'No page changes');
  rewriteReferences(ctx, files, written, deleted);
  return editResult(ctx, before, files, written, deleted, progress);
}

type Interpreted = { ctx: Ctx; before: AppModel };

/** An understood edit that changes nothing (constraints kept, requests already met): success, no files. */
function nothingToChange(why: string, warnings: string[], progress: ProgressFn): EditResult {
  const summary = `Nothing to change: ${why}`;
  progress('done', summary);
  return { ok: true, files_written: {}, files_deleted: [], summary, operations: [{ kind: 'keep', detail: why }], warnings };
}

/** The prompt read against the current app: the edited model, or why nothing can be changed. */
function interpret(input: EditInput, prompt: string, files: Record<string, string>, progress: ProgressFn): Interpreted | EditResult {
  if (prompt.length < 3) return vague('the edit prompt is empty.');
  let parsed: Parsed;
  try {
    parsed = parseApp(files, (input.app_name ?? '').trim() || 'My App', input.settings);
  } catch (err) {
    if (err instanceof EditError) return { ok: false, error: `cannot edit: ${err.message}` };
    throw err;
  }
  const before = structuredClone(parsed.model);
  const start = input.settings?.home_page;
  const ctx: Ctx = {
    reapply: applyClause,
    request: prompt,
    model: parsed.model,
    files,
    ops: [],
    warnings: [],
    already: [],
    pageRenames: [],
    synced: [],
    startPage: typeof start === 'string' && start !== parsed.model.homePage && `pages/${start}.jsx` in files ? start : undefined,
  };
  ctx.startBefore = ctx.startPage;
  // "keep the existing layout and colours" is a constraint: it changes nothing and is not vague
  const { rest, kept } = stripConstraints(describedAsRequest(prompt));
  if (!rest && kept.length) return nothingToChange(`${kept.join('; ')} — kept as they are.`, [], progress);
  const isEntity = (phrase: string) => !!findEntity(ctx.model, phrase);
  // (each canonical clause keeps the words it came from, which the clause-level reading reads again)
  const said = splitClauses(rest, isEntity).flatMap((c) => {
    const canonical = normaliseClause(c, isEntity);
    return canonical.map((x) => ({ clause: x, raw: canonical.length === 1 ? c : x }));
  });
  const clauses = said.map((x) => x.clause);
  const notUnderstood: Array<{ clause: string; raw: string }> = [];
  // "We now also sell gift cards. Add them with …": a statement about the business that no kind of edit
  // takes is the context of a request after it (a note, not a change); with no request after it, it is
  // not understood like any other clause
  const context: Array<{ clause: string; raw: string; at: number }> = [];
  let lastUnderstood = -1;
  // a clause no specific rule takes is read again at the clause level (edit-reader.ts): every part of
  // that reading must be placed, or the clause stays not understood
  const reread = (clause: string): boolean => {
    const read = readClause(ctx, clause, (entity, rest) => underHeading(entity, rest, isEntity));
    if (!read) return false;
    for (const part of read.flatMap((r) => normaliseClause(r, isEntity))) {
      try {
        if (!applyClause(ctx, part)) return false;
      } catch (err) {
        // (a reading a rule cannot place leaves the clause not understood; the prompt then changes nothing)
        if (!(err instanceof EditError)) throw err;
        if (!(err instanceof AlreadySo)) return false;
        ctx.already.push(err.message);
      }
    }
    // ("every toy goes to one family, add that link": what "that" refers to)
    ctx.statement = clause;
    return true;
  };
  try {
    for (const [i, clause] of clauses.entries()) {
      try {
        const unchanged = JSON.stringify(ctx.model);
        let applied: boolean;
        try {
          const scoped = screenScoped(ctx, said[i].raw, (entity, rest) => underHeading(entity, rest, isEntity));
          applied = scoped ? normaliseClause(scoped, isEntity).every((x) => applyClause(ctx, x)) : applyClause(ctx, clause);
        } catch (err) {
          // (a rule that took the clause and could not place its words: the reading may place them)
          if (!(err instanceof EditError) || err instanceof AlreadySo || JSON.stringify(ctx.model) !== unchanged) throw err;
          if (
            !linesOfNamed(ctx, err, clause, prompt) &&
            !reread(said[i].raw) &&
            !(describedTarget(err) && JSON.stringify(ctx.model) === unchanged && creationReading(ctx, said[i].raw)) &&
            !(JSON.stringify(ctx.model) === unchanged && namedTargetRecords(ctx, err))
          )
            throw err;
          applied = true;
        }
        if (applied || reread(said[i].raw)) lastUnderstood = i;
        else if (isStatement(clause) || isIntent(clause)) {
          context.push({ clause, raw: said[i].raw, at: i });
          ctx.topic = statementTopic(clause);
          ctx.statement = clause;
        } else if (
          /^[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}$/i.test(clause) &&
          !REQUEST_START.test(clause) &&
          !/^(?:it|this|that|yes|no)$/i.test(clause)
        ) {
          // "Umpires! we need …": a bare noun phrase names the topic of what follows, like a statement
          context.push({ clause, raw: said[i].raw, at: i });
        } else notUnderstood.push({ clause, raw: said[i].raw });
      } catch (err) {
        if (!(err instanceof AlreadySo)) throw err;
        ctx.already.push(err.message);
        lastUnderstood = i;
      }
    }
  } catch (err) {
    if (err instanceof EditError) return { ok: false, error: `cannot apply the edit: ${err.message}` };
    throw err;
  }
  for (const { clause, raw, at } of context) {
    if (at > lastUnderstood) notUnderstood.push({ clause, raw });
    else ctx.warnings.push(`"${clause}" was read as context, not as a request.`);
  }
  // what no edit rule placed is read as a create prompt is, in the context of the app's records
  // (edit-creation.ts); what that reading cannot place either stays not understood
  const unplaced = notUnderstood.filter((x) => !creationReading(ctx, x.raw) && !titleRead(ctx, x.raw, reread, isEntity));
  if (unplaced.length) {
    return vague(
      `could not understand ${unplaced.map((c) => `"${c.clause}"`).join(' and ')}${ctx.ops.length ? ' (nothing was changed)' : ''}.`,
    );
  }
  if (!ctx.ops.length && ctx.already.length) return nothingToChange(ctx.already.join(' '), ctx.warnings, progress);
  if (!ctx.ops.length && ctx.warnings.length) return { ok: false, error: `cannot apply the edit: ${ctx.warnings.join(' ')}` };
  if (!ctx.ops.length) return vague(`could not find an edit in "${prompt.slice(0, 200)}".`);
  linkAdded(ctx);
  ctx.warnings.unshift(...ctx.already.map((a) => `${a} Left as it is.`));
  return { ctx, before };
}

/**
 * "Recurring invoices", "Payment reminders", "Late fees for overdue invoices": a feature's title — a noun phrase
 * with no verb of its own — that no rule placed asks to add what it names.
 */
function verblessTitle(clause: string): boolean {
  const c = clause.trim().replace(/[.!]+$/, '');
  if (!c || c.split(/\s+/).length > 8 || REQUEST_START.test(c) || /[,:;()"]/.test(c)) return false;
  // ("SMS reminders", "Email notifications": what is sent or done outside the app is no record to add)
  if (OUTSIDE_TITLE.test(c)) return false;
  // ("Plot waiting list", "Sales report": a screen's title, which the page rules read or leave)
  if (
    /\b(?:list|lists|page|pages|view|views|screen|screens|dashboard|report|reports|overview|chart|charts|calendar|menu|tab|tabs)$/i.test(c)
  )
    return false;
  const toks = tokens(c);
  const last = toks.at(-1);
  if (!last?.tags.includes('Noun') || last.tags.includes('Pronoun')) return false;
  return toks.every(
    (t, i) =>
      !t.tags.some((g) => /^(?:Pronoun|Modal|Copula|Auxiliary|QuestionWord)$/.test(g)) &&
      (!t.tags.includes('Verb') || t.tags.includes('Gerund') || t.tags.includes('Noun') || (i > 0 && t.tags.includes('PastTense'))) &&
      !(i === 0 && t.tags.includes('Imperative')),
  );
}

/** Words of a title for what is sent, played or done outside the app's records. */
const OUTSIDE_TITLE =
  /\b(?:sms|texts?|texting|e-?mails?|emailing|notifications?|notify|alerts?|reminders?|messages?|messaging|push|print(?:ing|outs?|s)?|sync(?:ing|hroni[sz]ation)?|backups?|music|sounds?|integrations?|exports?|imports?|automatic(?:ally)?|auto|calls?|phone\s+calls?|whatsapp|slack|instagram|facebook|twitter)\b/i;

/** Words of a feature's title that name no record: how many, or what the app does with records. */
const TITLE_NO_RECORD =
  /(?:Multiple|Several|Many|Various|Different|Tracking|Export|Import|Management|Integration|Support|Sync|Search|Filter|Mode|View|Page|Dashboard|Report|Portal|Option|Setting|Feature)(?:[A-Z]|s?$)/;

/** A title read as "add <title>"; the model is left as it was when that reading places nothing. */
function titleRead(ctx: Ctx, raw: string, reread: (clause: string) => boolean, isEntity: (phrase: string) => boolean): boolean {
  if (!verblessTitle(raw)) return false;
  // (a title names a record the app keeps or a kind of record the lexicon knows: "Faster loading" names none)
  // ("Streak tracking", "Parent management": a short title ending in the act of keeping records names them)
  const keeping = /^\s*[a-z]+(?:\s+[a-z]+)?\s+(?:tracking|management|monitoring|logging)\s*[.!]*$/i.test(raw);
  if (!keeping && !raw.match(/[a-z]+/gi)?.some((w) => w.length > 2 && (isEntity(w) || !!resolveNoun(w.toLowerCase())?.catalog)))
    return false;
  // (a title's capital is no proper name: "Expense tracking" is expense tracking)
  const title = raw.trim().replace(/[.!]+$/, '');
  const request = `add ${/^[A-Z][a-z]/.test(title) ? title[0].toLowerCase() + title.slice(1) : title}`;
  const model = structuredClone(ctx.model);
  const ops = ctx.ops.length;
  const warnings = ctx.warnings.length;
  const restore = () => {
    ctx.model = model;
    ctx.ops.length = ops;
    ctx.warnings.length = warnings;
    ctx.lastEntity = undefined;
    return false;
  };
  try {
    if (!normaliseClause(request, isEntity).every((x) => applyClause(ctx, x)) && !reread(request)) return restore();
  } catch (err) {
    if (!(err instanceof EditError)) throw err;
    if (!(err instanceof AlreadySo)) return restore();
    ctx.already.push(err.message);
  }
  // (a record named by a feature's word, "Multiple currencies", "Invoice PDF export", is no reading of it)
  const made = ctx.ops.slice(ops).filter((o) => o.kind === 'add_entity');
  if (made.some((o) => TITLE_NO_RECORD.test(o.detail.split(' ')[0]))) return restore();
  ctx.warnings.push(`"${raw.trim()}" was read as a request to add it.`);
  return true;
}

/** Re-render before and after; the files whose rendering changed are written, those no longer rendered deleted. */
function renderChanges(ctx: Ctx, before: AppModel, files: Record<string, string>) {
  // theme changes are applied textually to every file instead (rewriteReferences)
  const originalRender = renderAll(before);
  const oldRender = ctx.themeChange ? renderAll({ ...before, theme: ctx.model.theme }) : originalRender;
  const newRender = renderAll(ctx.model);
  const written: Record<string, string> = {};
  const deleted = new Set<string>();
  const pagesTouched: string[] = [];
  const fieldsOf = (src: string | undefined) => /\bconst FIELDS = (\[[\s\S]*?\n\]);/.exec(src ?? '')?.[1];
  for (const [path, content] of Object.entries(newRender)) {
    // a generated page whose field list drifted from its schema (update_entity_schema, a file
    // edit) follows the schema again with any edit
    const drifted =
      path.startsWith('pages/') && path in files && fieldsOf(files[path]) !== undefined && fieldsOf(files[path]) !== fieldsOf(content);
    if (drifted && !ctx.synced.includes(path)) ctx.synced.push(path);
    if (oldRender[path] === content && path in files && !drifted) continue;
    if (files[path] === content) continue;
    if (oldRender[path] === content && !(path in files) && path.startsWith('components/')) {
      // a shared component that went missing: recreate only when a written page needs it
      continue;
    }
    if (path in files && path in originalRender && files[path] !== originalRender[path] && !path.startsWith('entities/')) {
      ctx.warnings.push(`${path} had manual changes; it was regenerated for this edit.`);
    }
    written[path] = content;
    if (path.startsWith('pages/') || path === 'Layout.jsx') pagesTouched.push(path);
  }
  for (const path of Object.keys(oldRender)) {
    if (!(path in newRender) && path in files) deleted.add(path);
  }
  if (Object.keys(written).some((p) => p.startsWith('pages/'))) {
    for (const [path, content] of Object.entries(sharedComponents(ctx.model.theme))) {
      if (!(path in files) && !(path in written)) written[path] = content;
    }
  }
  return { written, deleted, pagesTouched };
}

/** Page renames move files nobody re-rendered and fix references; a theme change rewrites palette classes. */
function rewriteReferences(ctx: Ctx, files: Record<string, string>, written: Record<string, string>, deleted: Set<string>): void {
  for (const { from, to } of ctx.pageRenames) {
    const oldPath = `pages/${from}.jsx`;
    const newPath = `pages/${to}.jsx`;
    if (oldPath in files && !(newPath in written)) {
      const src = files[oldPath];
      written[newPath] = src.replace(new RegExp(`(export\\s+default\\s+function\\s+)${from}(Page)?\\b`), `$1${to}$2`);
      deleted.add(oldPath);
    }
    if (oldPath in files) deleted.add(oldPath);
    for (const path of Object.keys(files)) {
      if (deleted.has(path) || !/\.(jsx|js)$/.test(path)) continue;
      const current = written[path] ?? files[path];
      const next = replacePageRefs(current, from, to);
      if (next !== current) written[path] = next;
    }
  }
  if (ctx.themeChange) {
    const { from, to } = ctx.themeChange;
    for (const path of Object.keys(files)) {
      if (deleted.has(path) || !/\.(jsx|js|css|html)$/.test(path)) continue;
      const current = written[path] ?? files[path];
      const next = replacePalette(current, from, to);
      if (next !== current) written[path] = next;
    }
    for (const path of Object.keys(written)) written[path] = replacePalette(written[path], from, to);
  }
  if (ctx.darkMode === true) written[DARK_MODE_PATH] = DARK_MODE_CSS;
  if (ctx.darkMode === false) deleted.add(DARK_MODE_PATH);
  for (const path of Object.keys(written)) if (files[path] === written[path]) delete written[path];
  for (const path of deleted) delete written[path];
}

/** The files written and deleted, in order, with the summary of what was applied. */
function editResult(
  ctx: Ctx,
  before: AppModel,
  files: Record<string, string>,
  written: Record<string, string>,
  deleted: Set<string>,
  progress: ProgressFn,
): EditResult {
  const sortedWritten: Record<string, string> = {};
  for (const k of Object.keys(written).sort()) sortedWritten[k] = written[k];
  const filesDeleted = [...deleted].filter((p) => p in files).sort();
  const startChanged = ctx.startPage !== ctx.startBefore;
  if (!Object.keys(sortedWritten).length && !filesDeleted.length && !ctx.newName && !ctx.themeChange && !startChanged) {
    return {
      ok: false,
      error: `cannot apply the edit: it would not change any file (${[...ctx.ops.map((o) => o.detail), ...ctx.warnings].join('; ')}).`,
    };
  }
  progress('layout', 'Layout.jsx' in sortedWritten ? 'Updated the navigation' : 'Navigation unchanged');
  const synced = ctx.synced.filter((p) => p in sortedWritten);
  if (synced.length) ctx.warnings.push(`${synced.join(', ')} no longer matched the entity schemas; re-rendered from them.`);
  const summary =
    `Applied ${ctx.ops.length} edit${ctx.ops.length === 1 ? '' : 's'}: ${ctx.ops.map((o) => `${o.kind.replace(/_/g, ' ')} ${o.detail}`).join('; ')}. ` +
    `${Object.keys(sortedWritten).length} file(s) written, ${filesDeleted.length} deleted.`;
  progress('done', summary);
  const homeChanged = before.homePage !== ctx.model.homePage;
  const result: EditResult = {
    ok: true,
    files_written: sortedWritten,
    files_deleted: filesDeleted,
    summary,
    operations: ctx.ops,
    warnings: [...new Set([...ctx.warnings])],
  };
  if (ctx.newName) result.new_name = ctx.newName;
  if (ctx.themeChange || homeChanged || startChanged)
    result.settings = { home_page: ctx.startPage ?? ctx.model.homePage, theme: { primary: normalizeTheme(ctx.model.theme) } };
  return result;
}

export { titleFieldOf };
