// Fields a sentence tells by what it lets people do to a record rather than by listing them: "categorize
// their expenses" (a category), "rate books" (a rating), "mark cards as mastered" (a flag), "assign points
// to each task" (points), "create tasks, set deadlines and assign priority levels" (a due date and a
// priority on the tasks). Descriptions written about an app ("users can …") name fields this way far
// more often than in lists.
import { inferField, isFieldWord, relationField } from './fields.ts';
import { ROLE_NOUNS, type AnalysedEntity } from './lexicon.ts';
import { isPluralWord, singularPhrase, snake, tagTerms } from './nlp.ts';
import { kindOf } from './nouns.ts';
import type { FieldSpec } from './types.ts';

type Lookup = (phrase: string) => string | undefined;
type Mention = { start: number; end: number; name: string };

/** A verb whose object gains the field the verb implies. */
const VERB_FIELD: [RegExp, FieldSpec][] = [
  [/^(?:categori[sz]e|categori[sz]es|categori[sz]ing|recategori[sz]e)$/, { name: 'category', type: 'string' }],
  [/^rate$/, { name: 'rating', type: 'integer' }],
  [/^(?:tag|tagging|label|labelling|labeling)$/, { name: 'tags', type: 'string' }],
  [/^(?:schedule|scheduling|reschedule)$/, { name: 'scheduled_at', type: 'datetime' }],
  [
    /^(?:prioriti[sz]e|prioriti[sz]es|prioriti[sz]ing)$/,
    { name: 'priority', type: 'enum', values: ['low', 'medium', 'high'], default: 'medium' },
  ],
];

/** Verbs that give a record a value: "assign points to each task", "add captions and notes to photos". */
const GIVE =
  /^(?:assign|assigns|assigning|add|adds|adding|attach|attaches|attaching|set|sets|setting|give|gives|giving|allocate|allocates|allocating|award|awards|awarding)$/;

/** Verbs of noting a yes or no before "whether" ("tick whether it is vegetarian", "we record whether they paid"). */
const NOTE_VERB =
  /^(?:tick|ticks|ticking|note|notes|noting|record|records|recording|mark|marks|marking|log|logs|logging|flag|flags|flagging|indicate|indicates|indicating|say|says|state|states|check|checks|checking|track|tracks|tracking|confirm|confirms|show|shows|choose|chooses|select|selects|know)$/;

/** What comes before a word that is a verb here ("users can rate books", "to rate", "and rate"), not a noun ("their schedule"). */
const VERB_LEAD =
  /^(?:to|can|and|or|,|also|easily|then|quickly|users?|they|you|i|we|should|will|may|must|could|would|help|helps|let|lets|by|for)$/;

/** The first word of a new verb phrase in a list of what people do ("set deadlines and track progress"). */
const NEXT_VERB =
  /^(?:track|view|receive|manage|create|update|monitor|share|send|generate|get|see|edit|delete|remove|organi[sz]e|search|browse|communicate|invite|join|export|import|analy[sz]e|customi[sz]e|access|save|compare|find|discover|set|add|assign|mark|rate|tag|schedule|categori[sz]e|upload|input|enter|record|log|explore|choose|select|make|start|stop|complete|connect|follow|plan|write|read|review|build|design|collaborate|use|keep|stay|earn|allocate|apply|adjust|play|listen|watch|learn|practice|practise|check|filter|sort|group|link|post|comment|like|rsvp|register|book|pay|order|buy|sell|chat|message|print|download|submit|approve|reject)$/;

/** Verbs of setting, entering or seeing a value ("set file expiration dates", "check order status"). */
const VALUE_VERB =
  /^(?:set|sets|setting|track|tracks|tracking|view|views|viewing|check|checks|checking|monitor|monitors|monitoring|see|input|inputs|inputting|enter|enters|entering|record|records|recording|log|logs|logging|update|updates|updating|edit|edits|editing|specify|specifies|specifying|display|displays|displaying|show|shows|showing)$/;

/** Words between a verb and its object that neither end the phrase nor name the object. */
const FILLER =
  /^(?:and|or|their|the|his|her|its|your|our|my|these|those|each|every|all|any|a|an|own|new|existing|individual|specific|different|various)$/;

/** Words that end the verb's object phrase. */
const BREAK =
  /^(?:into|in|by|based|with|to|for|on|from|as|according|using|via|through|within|so|that|which|who|when|where|while|before|after)$/;

/** A unit of weight, volume or distance, what it measures and its short form. */
const MEASURE_OF_UNIT: [RegExp, string, string][] = [
  [/^(?:kg|kgs|kilos?|kilograms?)$/, 'weight', 'kg'],
  [/^(?:grams?|g)$/, 'weight', 'g'],
  [/^(?:lbs?|pounds)$/, 'weight', 'lbs'],
  [/^(?:tonnes?|tons?)$/, 'weight', 'tonnes'],
  [/^(?:litres?|liters?|l)$/, 'volume', 'litres'],
  [/^(?:ml|millilitres?|milliliters?)$/, 'volume', 'ml'],
  [/^gallons?$/, 'volume', 'gallons'],
  [/^(?:km|kms|kilometres?|kilometers?)$/, 'distance', 'km'],
  [/^miles?$/, 'distance', 'miles'],
];

/** Words between records and "by" in "Xs grouped by …", "Xs in stock by …". */
const BETWEEN_BY = /^(?:[a-z]+ed|in|stock|shown|listed|split|broken|down|kept|sorted|grown)$/;

/** Words after "by" that name no value a record has: determiners and numbers, means, times and units. */
const NOT_BY_FIELD =
  /^(?:the|a|an|their|our|my|your|its|his|her|each|every|one|two|three|some|any|other|which|whom|who|them|us|me|it|this|that|email|e-mail|phone|post|mail|text|sms|hand|car|bus|train|foot|bike|default|far|now|then|day|days|week|weeks|month|months|year|years|date|time|hour|hours|minute|minutes|name|itself|themselves|way|means|law|design|mistake|chance)$/;

/** What a field item names: the item's field, with "tags"/"labels" kept plural (a list of words). */
function fieldOfWords(item: string): FieldSpec | undefined {
  const phrase = item.trim().toLowerCase();
  if (/^(?:tags?|labels?|keywords?)$/.test(phrase)) return { name: 'tags', type: 'string' };
  // "set reminders": the time it reminds at
  if (/^reminders?$/.test(phrase)) return { name: 'remind_at', type: 'datetime' };
  const f = inferField(singularPhrase(phrase), () => undefined);
  return f && f.type !== 'relation' ? f : undefined;
}

function entityMentions(words: { w: string; at: number }[], lookup: Lookup): Mention[] {
  const found: Mention[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const len of [3, 2, 1]) {
      if (i + len > words.length) continue;
      const phrase = words
        .slice(i, i + len)
        .map((x) => x.w)
        .join(' ');
      if (phrase.includes(',') || FILLER.test(words[i].w)) continue;
      const name = lookup(phrase);
      // "mark books": a word before the record's own name that names nothing more is not part of it
      if (name && !(len > 1 && lookup(phrase.slice(phrase.indexOf(' ') + 1)) === name)) {
        found.push({ start: i, end: i + len, name });
        i += len - 1;
        break;
      }
    }
  }
  return found;
}

function addField(e: AnalysedEntity | undefined, f: FieldSpec): void {
  if (!e) return;
  const dated = (t: string) => t === 'date' || t === 'datetime';
  const has = e.fields.some(
    (x) =>
      x.name === f.name ||
      (x.type === 'relation' && snake(x.target ?? '') === f.name) ||
      x.name.replace(/^is_/, '').split('_').includes(f.name.replace(/^is_/, '').split('_')[0]) ||
      // a scheduled record already has its time, a record due already its due date
      (f.name === 'scheduled_at' && dated(x.type)) ||
      (/^(?:deadline|due)/.test(f.name) && /deadline|due/.test(x.name)),
  );
  if (!has) e.fields.push({ ...f });
}

/** Adds to each entity the fields the prompt's verbs tell of. */
export function addVerbFields(text: string, entities: AnalysedEntity[], lookup: Lookup): void {
  const byName = (n: string) => entities.find((e) => e.name === n);
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    const plain = [...sentence.toLowerCase().matchAll(/[a-z][a-z'-]*|,/g)].map((m) => ({ w: m[0], at: m.index }));
    const mentions = entityMentions(plain, lookup);
    const mentionAt = (i: number) => mentions.find((m) => m.start === i);
    const before = (i: number) => [...mentions].reverse().find((m) => m.end <= i);
    /**
     * The record a verb at `i` acts on: the head of the noun phrase after it ("categorizing customer
     * acquisition channels": the channels), or for "them"/"it" the last record named before the verb.
     */
    const objectOf = (i: number): { name?: string; end: number } => {
      let head: Mention | undefined;
      let started = false;
      let j = i + 1;
      for (; j < plain.length && j <= i + 7; j++) {
        const w = plain[j].w;
        if (!started && /^(?:them|it)$/.test(w)) return { name: before(i)?.name, end: j + 1 };
        if (BREAK.test(w) || (started && (w === ',' || w === 'and' || w === 'or' || FILLER.test(w)))) break;
        if (w === ',' || FILLER.test(w)) continue;
        started = true;
        const m = mentionAt(j);
        if (m) {
          head = m;
          j = m.end - 1;
        }
      }
      return head ? { name: head.name, end: j } : { end: j };
    };
    for (let i = 0; i < plain.length; i++) {
      const w = plain[i].w;
      const told = VERB_FIELD.find(([re]) => re.test(w))?.[1];
      // after its subject ("members rate …") or a word that leads a verb ("users can rate", "to rate")
      if (told && (i === 0 || VERB_LEAD.test(plain[i - 1].w) || mentions.some((m) => m.end === i))) {
        const o = objectOf(i);
        if (o.name) addField(byName(o.name), told);
      }
      // "mark cards as mastered", "marking tasks as complete"
      if (/^(?:mark|marks|marking)$/.test(w)) {
        const o = objectOf(i);
        const as = plain[o.end]?.w === 'as' ? plain[o.end + 1]?.w : undefined;
        if (o.name && as && !FILLER.test(as)) {
          const state = as === 'complete' ? 'completed' : /^(?:favou?rites?|read)$/.test(as) ? `is_${as.replace(/s$/, '')}` : as;
          addField(byName(o.name), { name: snake(state), type: 'boolean', default: false });
        }
      }
      if (w === 'by') sortedBy(i);
      // "tyres in stock", "glass sheets in stock": records kept in stock have a count of them
      const stocked = w === 'in' && plain[i + 1]?.w === 'stock' ? mentions.find((x) => x.end === i) : undefined;
      const counted = (e?: AnalysedEntity) => e?.fields.some((f) => /^(?:qty|quantity|stock|in_stock|units|count)(?:_|$)/.test(f.name));
      if (stocked && isPluralWord(plain[i - 1].w) && !counted(byName(stocked.name)))
        addField(byName(stocked.name), { name: 'quantity_in_stock', type: 'integer' });
      if (w === 'in') measuredIn(i);
      if (w === 'of') ofAValue(i);
      if (GIVE.test(w)) giveFields(i);
      if (w === 'whether' && i > 0 && NOTE_VERB.test(plain[i - 1].w)) whetherFlag(i);
      else if (w === 'whether' && plain[i - 1]?.w === 'and') whetherFlag(i, notedRecord(i - 1));
      if (VALUE_VERB.test(w) && (i === 0 || VERB_LEAD.test(plain[i - 1].w))) compoundValue(i);
    }

    /**
     * "classes by level", "tyres in stock by size", "dishes grouped by course", "sheets by gauge and size":
     * records sorted or grouped by a bare noun that names no record, person or time are records that have it
     */
    function sortedBy(i: number): void {
      let k = i;
      while (k > 0 && i - k < 2 && !mentionAt(k - 1) && BETWEEN_BY.test(plain[k - 1].w)) k--;
      const m = mentions.find((x) => x.end === k);
      if (!m || !isPluralWord(plain[m.end - 1].w)) return;
      // the values after "by", up to a bracket or the end of the clause: "by genre, mood, and tempo"
      const rest = sentence.toLowerCase().slice(plain[i].at + 2);
      const after = rest.split(/[.;:()!?]/)[0];
      const fields: FieldSpec[] = [];
      for (const raw of after.split(/,|\band\b|\bor\b/)) {
        const ws = raw.trim().split(/\s+/).filter(Boolean);
        if (!ws.length) continue;
        const cut = ws.findIndex((x) => BREAK.test(x));
        const item = (cut >= 0 ? ws.slice(0, cut) : ws).join(' ');
        const last = item.split(' ').pop() ?? '';
        const usable =
          !!item &&
          item.split(' ').length <= 2 &&
          /^[a-z -]+$/.test(item) &&
          !NOT_BY_FIELD.test(item.split(' ')[0]) &&
          !NOT_BY_FIELD.test(last) &&
          !/ing$/.test(last) &&
          !isPluralWord(last) &&
          !lookup(item) &&
          !lookup(last) &&
          kindOf(last) !== 'person' &&
          !ROLE_NOUNS.has(last);
        // "by type (writing, reading, literature)": the values in brackets after the last item are its values
        const values = cut < 0 ? new RegExp(`^[^()]*?\\b${item}\\s*(\\([^()]*\\))`).exec(rest)?.[1] : undefined;
        const told = values ? inferField(`${item} ${values}`, () => undefined) : undefined;
        const f = usable ? (told?.type === 'enum' ? told : fieldOfWords(item)) : undefined;
        if (!f) break;
        fields.push(f);
        if (cut >= 0) break;
      }
      for (const f of fields) addField(byName(m.name), f);
    }

    /** "set file expiration dates", "check order status": a record's name, then a value of it, after a verb of setting or seeing. */
    function compoundValue(i: number): void {
      let j = i + 1;
      while (j < plain.length && /^(?:the|their|its|your|each|every|all)$/.test(plain[j].w)) j++;
      const m = mentionAt(j);
      if (!m) return;
      const rest: string[] = [];
      for (let k = m.end; k < plain.length && rest.length < 3; k++) {
        const x = plain[k].w;
        if (x === ',' || x === 'and' || x === 'or' || BREAK.test(x) || FILLER.test(x)) break;
        rest.push(x);
      }
      // ("view job details", "browse room types": the record's details or its kinds are no value of it)
      if (
        !rest.length ||
        rest.length > 2 ||
        /^(?:types?|kinds?|details?|info|information|data|lists?|history|records?)$/.test(rest[rest.length - 1])
      )
        return;
      const phrase = rest.join(' ');
      // ("books I read", "treatments given at …": a pronoun or a participle after the record names no value of it)
      const tags = tagTerms(`the ${phrase}`).pop()?.tags ?? [];
      const noun = !tags.includes('PastTense') && (tags.includes('Noun') || isPluralWord(rest[rest.length - 1]));
      if (rest.some((x) => /^(?:i|we|you|they|he|she|it|me|us|them)$/.test(x)) || !noun) return;
      const whole = plain
        .slice(m.start, m.end)
        .map((x) => x.w)
        .concat(rest)
        .join(' ');
      // ("manage order items": a record of its own; "view task lists": no value)
      if (lookup(phrase) || lookup(whole) || lookup(rest[rest.length - 1])) return;
      const f = fieldOfWords(phrase);
      if (!f || f.type === 'boolean' || f.type === 'relation' || ((f.type === 'string' || f.type === 'text') && !isFieldWord(phrase)))
        return;
      addField(byName(m.name), f);
    }

    /**
     * "customers order skips of a size", "cakes of any flavour": records of a value that names no record
     * have that value.
     */
    function ofAValue(i: number): void {
      const m = mentions.find((x) => x.end === i);
      const word = plain[i + 2]?.w ?? '';
      if (!m || !isPluralWord(plain[i - 1].w) || !/^(?:a|an|any|one|some|different|various)$/.test(plain[i + 1]?.w ?? '')) return;
      if (mentionAt(i + 2) || lookup(word) || !isFieldWord(word)) return;
      const f = fieldOfWords(word);
      if (f && f.type !== 'relation' && f.type !== 'boolean') addField(byName(m.name), f);
    }

    /**
     * "honey harvests in kg", "milk yields in litres", "runs in km": records counted in a unit of weight,
     * volume or distance have that measure, in the unit (only where the unit ends the phrase).
     */
    function measuredIn(i: number): void {
      const m = mentions.find((x) => x.end === i);
      const unit = plain[i + 1]?.w ?? '';
      const next = plain[i + 2]?.w;
      const measure = MEASURE_OF_UNIT.find(([re]) => re.test(unit));
      if (!m || !measure || !isPluralWord(plain[i - 1].w) || (next !== undefined && next !== ',' && next !== 'and' && next !== 'or'))
        return;
      const e = byName(m.name);
      if (e && !e.fields.some((f) => f.name.split('_').includes(measure[1])))
        addField(e, { name: `${measure[1]}_${measure[2]}`, type: 'number' });
    }

    /**
     * "guests add the dish they bring and tick whether it is vegetarian", "we note whether it was fixed": a
     * yes/no the speaker notes about "it" (or "they") is a flag of the record named last before the verb's
     * subject (not a person for "it").
     */
    function whetherFlag(i: number, noted?: string): void {
      if (noted === '') return;
      const pronoun = plain[i + 1]?.w;
      if (pronoun !== 'it' && pronoun !== 'they') return;
      const words: string[] = [];
      for (let k = i; k < plain.length && words.length < 7; k++) {
        const x = plain[k].w;
        if (k > i + 2 && (x === ',' || x === 'and' || x === 'or' || x === 'but' || x === 'so' || BREAK.test(x))) break;
        words.push(x);
      }
      const f = inferField(words.join(' '), () => undefined);
      if (f?.type !== 'boolean') return;
      if (noted) return addField(byName(noted), f);
      const owner = [...mentions]
        .reverse()
        // (the verb's own subject, "tutors record whether they paid", is who notes it, not what it is about)
        .find((m) => m.end < i - 2 && (pronoun === 'they' || byName(m.name)?.kind !== 'person'));
      if (owner) addField(byName(owner.name), f);
    }

    /**
     * "track each lesson and whether it was paid", "log every member and whether they paid": the record a
     * verb of noting names just before "and whether" is what the yes/no is about; '' when none is so named.
     */
    function notedRecord(and: number): string {
      const m = mentions.find((x) => x.end === and);
      if (!m) return '';
      let k = m.start - 1;
      while (k >= 0 && /^(?:each|every|the|their|our|my|all)$/.test(plain[k].w)) k--;
      return k >= 0 && NOTE_VERB.test(plain[k].w) ? m.name : '';
    }

    /** The items a verb of giving names from `from` on, up to a record, a break or a new verb ("points and badges"), and where they end. */
    function itemsFrom(from: number): { list: string[]; j: number } {
      const items: string[] = [];
      let cur: string[] = [];
      let j = from;
      for (; j < plain.length && j <= from + 7; j++) {
        const w = plain[j].w;
        if (mentionAt(j) || BREAK.test(w) || w === ',') break;
        if ((w === 'and' || w === 'or') && NEXT_VERB.test(plain[j + 1]?.w ?? '')) break;
        if (w === 'and' || w === 'or') {
          if (cur.length) items.push(cur.join(' '));
          cur = [];
          continue;
        }
        if (/^(?:a|an|the|their|its|specific|different|custom)$/.test(w) && !cur.length) continue;
        cur.push(w);
      }
      if (cur.length) items.push(cur.join(' '));
      return { list: items.filter(Boolean), j };
    }

    /** "assign points to each task" (the record after to/for/on), "create tasks, set deadlines" (the record named before). */
    function giveFields(i: number): void {
      // "assign them to specific individuals", "assign tasks to team members": the record points at whom it goes to
      if (/^assign/.test(plain[i].w)) {
        const o = objectOf(i);
        if (o.name && plain[o.end]?.w === 'to') {
          const to = objectOf(o.end);
          const e = byName(o.name);
          if (e && to.name && to.name !== o.name && !e.fields.some((f) => f.type === 'relation' && f.target === to.name))
            e.fields.push(relationField(to.name));
          return;
        }
      }
      // "give each album a rating", "award every entry a placing": the record named first gets the value named second
      let k = i + 1;
      while (k < plain.length && /^(?:each|every|the|their|all)$/.test(plain[k].w)) k++;
      // ("give each finished book a rating": one word may qualify the record)
      const first = mentionAt(k) ?? (k > i + 1 ? mentionAt(k + 1) : undefined);
      if (first && /^(?:a|an)$/.test(plain[first.end]?.w ?? '')) {
        const { list } = itemsFrom(first.end);
        const fields = list.map(fieldOfWords);
        if (
          list.length &&
          fields.every((f, n) => f && f.type !== 'boolean' && ((f.type !== 'string' && f.type !== 'text') || isFieldWord(list[n])))
        )
          for (const f of fields) addField(byName(first.name), f!);
        return;
      }
      const { list, j } = itemsFrom(i + 1);
      if (!list.length || list.some((x) => x.split(' ').length > 3 || /^(?:them|it|this|that|these|those)$/.test(x))) return;
      const to = plain[j] && /^(?:to|for|on)$/.test(plain[j].w) ? objectOf(j) : undefined;
      const ended = j >= plain.length || plain[j].w === ',' || plain[j].w === 'and' || plain[j].w === 'or' || BREAK.test(plain[j].w);
      const owner = to?.name ?? (ended ? before(i)?.name : undefined);
      if (!owner) return;
      const fields = list.map(fieldOfWords);
      // only when every item reads as a field with a type of its own: "set goals" names a record, "add friends" people
      if (fields.some((f) => !f || f.type === 'boolean')) return;
      // told by the "to"-record, any typed field; told only by the record named before, a field whose type says what it is
      for (const f of fields) if (to?.name || (f!.type !== 'string' && f!.type !== 'text')) addField(byName(owner), f!);
    }
  }
}

/** Verbs of judging and the record each judgement is ("judges score projects": a Score). */
const JUDGING: Record<string, string> = {
  score: 'Score',
  rate: 'Rating',
  grade: 'Grade',
  judge: 'Score',
  mark: 'Mark',
  review: 'Review',
};

/**
 * "judges score projects on innovation, design and impact", "members rate films on plot and acting": what
 * a record is judged on are the judgement's measures, each a number on the judgement the verb names (or,
 * with none kept, on the record judged). Only short items that name no record, after "on" and before the
 * end of the clause ("on a scale of 1 to 10" names no measure).
 */
export function addJudgedMeasures(text: string, entities: AnalysedEntity[], lookup: Lookup): void {
  const re =
    /\b(score|scores|scoring|rate|rates|rating|grade|grades|grading|judge|judges|judging|mark|marks|marking|review|reviews|reviewing)\s+(?:(?:each|every|the|their|all)\s+)?([a-z-]+(?:\s+[a-z-]+)?)\s+on\s+([a-z][a-z ,-]*?)(?=\s*(?:[.;:()!?]|$))/g;
  for (const m of text.toLowerCase().matchAll(re)) {
    const judged = lookup(m[2]) ?? lookup(m[2].split(' ').pop() ?? '');
    const stem = m[1].replace(/(?:ing|s)$/, '').replace(/^(scor|rat|grad|judg)$/, '$1e');
    const via = JUDGING[stem];
    const items = m[3].split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).filter(Boolean);
    if (!judged || !via || items.length < 2) continue;
    const usable = items.every(
      (it) =>
        /^[a-z-]+(?:\s+[a-z-]+)?$/.test(it) &&
        !/^(?:a|an|the|their|its|each|every|how|what|whether)$/.test(it.split(' ')[0]) &&
        !lookup(it),
    );
    const e = entities.find((x) => x.name === via) ?? entities.find((x) => x.name === judged);
    if (!usable || !e) continue;
    for (const it of items) addField(e, { name: snake(it), type: 'integer' });
  }
}
