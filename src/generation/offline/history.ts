// Past values of a field kept as records of their own ("track prices over time", "keep a history of each
// plant's height"): the one reading that the edit path (edit-relations.ts) and the creation path
// (entity-fields.ts) share, so that an app made with the wish and one edited to have it agree.
import type { AnalysedEntity } from './lexicon.ts';
import type { FieldSpec } from './types.ts';
import { inferField, relationField } from './fields.ts';
import { singular, snake } from './nlp.ts';

/** Values of a record that change and whose past values are worth keeping. */
export const HISTORY_FIELD =
  /^(?:price|cost|rate|fee|amount|value|salary|wage|pay|rent|balance|weight|height|score|rating|status|stage|level|stock|quantity|size|length|temperature|grade|rank|position|valuation|premium)$/;

/**
 * "Track subscription prices over time", "keep a history of each plant's height", "add price history",
 * "track my weight over time": a request for the past values of one field, with the words naming whose
 * (empty when unsaid, or when they are the speaker's own: "my", "our").
 */
export function fieldHistoryOf(c: string): { field: string; ownerWords: string } | undefined {
  const verb = '^(?:track|record|keep|log|store|save|add|include|show)\\s+';
  // ("my weight": the speaker's own values, of no record of the app)
  const det = '(?:the\\s+|each\\s+|every\\s+|all\\s+|an?\\s+|my\\s+|our\\s+|your\\s+|their\\s+)?';
  const phrase = "([a-z]+(?:'s)?(?:\\s+(?!(?:of|for|on|to)\\b)[a-z]+){0,2})";
  const owned = `(?:\\s+(?:of|for|on|to)\\s+${det}([a-z]+(?:\\s+[a-z]+)?))?`;
  const m =
    new RegExp(`${verb}(?:a|the)\\s+history\\s+of\\s+${det}${phrase}${owned}$`, 'i').exec(c.trim()) ??
    new RegExp(`${verb}${det}${phrase}\\s+(?:over\\s+time|history|histories|changes)${owned}$`, 'i').exec(c.trim());
  if (!m) return undefined;
  const ws = m[1].toLowerCase().replace(/'s\b/g, '').split(/\s+/);
  const field = singular(ws[ws.length - 1]);
  return HISTORY_FIELD.test(field) ? { field, ownerWords: m[2] ?? ws.slice(0, -1).join(' ') } : undefined;
}

/** A field whose past values a creation prompt asks to keep, with where the wish is said. */
export type FieldHistory = {
  field: string;
  ownerWords: string;
  pos: number;
  /** the speaker's own ("my weight"): of no record */
  own: boolean;
};

/**
 * "monitor stock levels over time": words before the value that name no record the prompt speaks of are
 * part of the value's name (a stock level, of the thing kept), not whose it is.
 */
export function compoundHistory(h: FieldHistory, isRecord: (words: string) => boolean): FieldHistory {
  return h.ownerWords && !h.own && !isRecord(h.ownerWords) ? { ...h, field: `${h.ownerWords} ${h.field}`, ownerWords: '' } : h;
}

/** Verbs of keeping or watching values. */
const KEEPING =
  '(?:track|tracks|tracking|record|records|recording|keep|keeps|log|logs|logging|store|stores|save|saves|monitor|monitors|monitoring|follow|follows|chart|charts|see|view|watch|measure|measures)';
/** A verb of keeping or watching values, then what is kept, up to "over time" ("log vet treatments and weights over time"). */
const KEPT_OVER_TIME = new RegExp(`\\b${KEEPING}\\s+(?:and\\s+[a-z]+\\s+)?([^.;:!?()]*?)\\s+over\\s+(?:the\\s+)?time\\b`, 'gi');
/** Up to the last verb of keeping in what was read as kept ("my runs with distance, and track my weight"). */
const BEFORE_LAST_KEEPING = new RegExp(`^.*\\b${KEEPING}\\s+`, 'i');
/** "see how prices change over time", "how each plant's height grows over time": the values that change. */
const HOW_CHANGES =
  /\bhow\s+([a-z]+(?:'s)?(?:\s+[a-z]+(?:'s)?){0,3}?)\s+(?:change|changes|changed|evolve|evolves|grow|grows|vary|varies|move|moves|go|goes|develop|develops|rise|rises|fall|falls)\s+over\s+(?:the\s+)?time\b/gi;

/**
 * Every field of a creation prompt whose past values are asked for "over time". Each item of a list is
 * read ("weights and heights over time"), and the record named at the end is the whole list's ("the
 * weight and height of each plant over time").
 */
export function fieldHistoriesIn(text: string): FieldHistory[] {
  const out: FieldHistory[] = [];
  const read = (said: string, pos: number) => {
    // (the values are what the last verb keeps: "log my runs with distance and time, and track my weight")
    const kept = said.replace(BEFORE_LAST_KEEPING, '');
    const items = kept.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
    // ("the height of each plant over time": whose is said before "over time", which the edit reading puts after it)
    const whose = /\s(?:of|for)\s+(?:the\s+|each\s+|every\s+|all\s+)?([a-z]+(?:\s+[a-z]+)?)$/i.exec(kept);
    if (whose) items[items.length - 1] = items[items.length - 1].slice(0, items[items.length - 1].length - whose[0].length);
    const owner = whose?.[1] ?? '';
    for (const item of items) {
      const said = fieldHistoryOf(`track ${item} over time`);
      const own = /^(?:my|our)\s/i.test(item);
      if (said && !out.some((h) => h.field === said.field))
        out.push({ ...said, ownerWords: own ? '' : said.ownerWords || owner, pos, own });
    }
  };
  for (const m of text.matchAll(KEPT_OVER_TIME)) read(m[1], m.index);
  for (const m of text.matchAll(HOW_CHANGES)) read(m[1], m.index);
  return out;
}

/** The record each field history of a creation prompt is kept in, for the registry to make ("weight record"). */
export function historyRecordKey(h: FieldHistory): string {
  return `${h.field} record`;
}

/** Kinds of record whose values are measured: a thing or a place, not what happens or a person. */
const MEASURED_KINDS = ['thing', 'place', 'content'];

/**
 * "log each plant's height over time", "track my weight over time", "log vet treatments and weights over
 * time": each past value is a record of its own (a HeightRecord, or the Weight the prompt named), with the
 * value and the date it was taken, of the record measured when the prompt names it ("each plant's") or one
 * record has that field ("subscriptions with a price"); the field the words made on that record
 * (height_over_time) goes. A history of the speaker's own values ("my weight") is of no record.
 */
export function addFieldHistories(
  histories: FieldHistory[],
  entities: AnalysedEntity[],
  lookup: (phrase: string) => string | undefined,
): void {
  for (const h of histories) {
    const named = (p: string) => {
      const n = lookup(p);
      return n ? entities.find((e) => e.name === n) : undefined;
    };
    const record = named(h.field) ?? named(historyRecordKey(h));
    if (!record) continue;
    for (const e of entities)
      e.fields = e.fields.filter((f) => !(/(?:^|_)over_time$/.test(f.name) && f.name.includes(h.field.slice(0, 4))));
    // (unsaid, the record that has the field, else the first thing kept that does not itself happen: the
    // animal weighed, not its treatments)
    const owner = h.own
      ? undefined
      : h.ownerWords
        ? named(h.ownerWords)
        : (entities.find(
            (e) => e !== record && e.fields.some((f) => f.name === snake(h.field) || f.name.startsWith(`${snake(h.field)}_`)),
          ) ??
          [...entities]
            .sort((a, b) => a.pos - b.pos)
            .find(
              (e) => e !== record && MEASURED_KINDS.includes(e.kind) && !e.fields.some((f) => f.name === 'date' || f.name === 'datetime'),
            ));
    // the value typed as the field's word says (a price is money, a weight a number), a number when it says nothing
    // (a choice of levels of skill is no measure: a value kept over time is a number unless it is a stage)
    const typed = inferField(h.field, () => undefined);
    const name = snake(h.field);
    const stage = /(?:^|\s)(?:status|stage|grade|rank)$/.test(h.field);
    const value: FieldSpec =
      typed && typed.type !== 'string' && (typed.type !== 'enum' || stage) ? { ...typed, name } : { name, type: 'number' };
    // (what the noun's guesses gave the record, and links read from words around it, are not its own)
    record.fields = [
      { ...value, required: true },
      { name: 'date', type: 'date', required: true },
      ...(owner && owner !== record ? [relationField(owner.name, true)] : []),
    ];
    // ("each plant's height": many heights are of one plant, not one height of it; nor does anything else hold one)
    for (const e of entities) if (e !== record) e.fields = e.fields.filter((f) => !(f.type === 'relation' && f.target === record.name));
    // ("log each plant's height": the plant is measured, it does not happen)
    if (owner && owner.kind === 'log' && !owner.catalog) owner.kind = 'thing';
    record.kind = 'log';
  }
}
