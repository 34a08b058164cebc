// The creation reading of an edit clause that no edit rule placed (edit.ts tries it last): the sentence is
// read as a create prompt is (analyse.ts), in the context of the app's entities. Records it names that the
// app lacks become new entities with the fields the reader finds; fields it states for a record the app
// keeps are added to it; the links the reader finds between the records the sentence names are added, in
// the direction the reader chose. Only a request to keep records ("classify work items by milestones", "add
// …") or a sentence saying what records can be or do ("points can be redeemed for rewards") is read so; an
// act outside the app (send, print, call …), or a sentence that names nothing the reader trusts, stays
// not understood and changes nothing. A sentence in neither form ("Sponsors fund some events", "worship
// programs that project images for services") is read too, but only the records it names that the app keeps,
// the catalogue knows, or it says in the plural; a feeling, an opinion, a report of what someone said, a
// statement of what something is or is like, a question and a negation are never read so.

import type { EntitySpec, FieldSpec } from './types.ts';
import { type AnalysedEntity, analysePrompt, pluralLabel, resolveNoun } from './analyse.ts';
import {
  AlreadySo,
  type Ctx,
  EditError,
  editDistance,
  findEntity,
  findField,
  GENERIC_RECORD_WORDS,
  presumedRecords,
} from './edit-context.ts';
import { addJoin, registerEntity } from './edit-records.ts';
import { displayField, inferField, isFieldWord, relationField, safeFieldName } from './fields.ts';
import { KIND_ICON, KNOWN_ICONS } from './domains.ts';
import { isPluralWord, pascal, singularPhrase, wordTable, words } from './nlp.ts';
import { tokens } from './grammar.ts';

/**
 * Verbs of a request to keep, file or judge records: the only imperatives read as a description of records.
 * (What is kept by them is records; "print", "send", "sync" act outside the app and are never read so.)
 */
const RECORD_VERBS =
  /^(?:add|include|introduce|create|track|keep|record|log|store|manage|support|capture|collect|document|register|catalog(?:ue)?|list|classify|categori[sz]e|group|organi[sz]e|file|tag|label|assign|allocate|attach|link|award|grant|endorse|nominate|recogni[sz]e|approve|review|rate|grade|assess|evaluate|rank|score|schedule|plan|book|reserve|enrol|enroll|redeem|exchange)$/i;

/** Acts outside the app's records, anywhere in the sentence: a sentence with one is never read as records. */
const OUTSIDE_ACTS =
  /^(?:send|sends|sent|sending|email|emails|emailed|e-mail|text|texts|texted|sms|call|calls|phone|phones|ring|notify|notifies|remind|reminds|print|prints|sync|syncs|synchroni[sz]e|route|routes|play|plays|post|posts|tweet|publish|spin|spins|integrate|login|upload|download|import|export|translate|automate|automatically|happier|better|nicer|faster|slower|bigger)$/i;

/**
 * Software said to keep or give records, as a description of a kind of software says it: "Hospital
 * information systems provide a centralized source of patient data, including …", "It can also be used to
 * create a work order" — what it keeps is what the app should keep.
 */
const PRODUCT_KEEPS =
  /^(?:(?:the|this|our|such|these|many|most|some|modern)\s+)?(?:[a-z-]+\s+){0,3}?(?:systems?|software|apps?|applications?|tools?|platforms?|packages?|databases?|programs?|solutions?|it|they)\s+(?:(?:can|could|may|will|should|must|often|usually|typically|generally|also)\s+)*(?:provides?|stores?|manages?|handles?|tracks?|records?|keeps?|holds?|includes?|supports?|offers?|covers?|maintains?|contains?|captures?|collects?|be\s+used\s+(?:[a-z-]+\s+){0,5}?to\s+(?:create|manage|track|record|store|keep|handle|maintain|produce|generate|register|schedule|book))\b/i;

/** Records said to be kept in the software: "The … data gathered at the site … are stored in the CDMS". */
const STORED_IN =
  /\b(?:are|is)\s+(?:then\s+|also\s+)?(?:stored|kept|recorded|tracked|managed|held|maintained|archived|filed)\s+(?:in|by|within)\b/i;

/**
 * Statements of what exists and what it belongs to, as people describing a data model write them: "There can be
 * many leagues", "There may exist 1 or more divisions in a single league", "Courses have a name and description",
 * "Courses are organized in levels", "Each level has a name" (the creation reader's cardinality rules place them).
 */
const MODEL_STATEMENT =
  /^(?:there\s+(?:is|are|exists?|(?:can|may|might|could|will|should|must|would)\s+(?:be|exist))\b|(?:(?:the|all)\s+)?[a-z]+s\s+(?:(?:can|may|will|should|must)\s+)?(?:have|are\s+(?:organi[sz]ed|grouped|arranged|divided|split|sorted)\s+(?:in|into|by))\s|(?:each|every)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:(?:can|may|will|should|must)\s+(?:also\s+)?have|has)\s+(?:an?|one|its\s+own)\s)/i;

/** How many of a kind of record one record holds, as a data model states it ("several", "one or more", "many"). */
const MANY = String.raw`(?:many|several|multiple|various|numerous|one\s+or\s+more|\d+\s+or\s+more|at\s+least\s+one|a\s+number\s+of|a\s+range\s+of|a\s+set\s+of|any\s+number\s+of)`;

/** Verbs of one record holding others ("has", "offers", "consists of"), in their base form. */
const HOLDS = String.raw`(have|has|offers?|provides?|runs?|holds?|hosts?|contains?|includes?|owns?|comprises?|consists?\s+of|is\s+made\s+up\s+of)`;

/**
 * "A customer has many orders", "Each shelf may hold several books", "The institution offers several courses":
 * one record said to hold many of another, the way a data model is stated (the creation reader's cardinality
 * rules link them; a holder the reader takes for no record, "the institution", names none).
 */
const HOLDS_MANY = new RegExp(
  String.raw`^(?:(?:an?|the|each|every|one|any)\s+)?(?:[a-z-]+\s+){0,2}?[a-z-]+\s+(?:(?:can|may|will|should|must|could|might)\s+)?(?:also\s+)?${HOLDS}\s+${MANY}\s`,
  'i',
);

/** Words that may follow a verb of a statement of the model: an article, a quantity, a preposition. */
const AFTER_VERB =
  /^(?:a|an|the|its|their|one|two|three|many|several|multiple|various|some|any|no|exactly|at|only|to|for|of|in|into|on|with|by|between|from|under|up|over|more|\d+)$/i;

/**
 * "Let each team belong to exactly one division", "Let the educational institution offer several courses":
 * a statement of the model made a request by "let", said as the statement ("each team belongs to …"), with
 * its verb. The verb is the first word after a subject of one to three words, not a plural, that the tagger
 * reads as a verb or that an article, a quantity, a preposition or a plural noun follows.
 */
function letStatement(c: string): { text: string; verb: string } | undefined {
  const m = /^let\s+((?:an?|the|each|every|one|any|all)\s+)?(.+)$/i.exec(c);
  if (!m || /^(?:me|us|them|him|her|you|it|there)\b/i.test(m[2])) return undefined;
  const toks = tokens(m[2]);
  for (let k = 1; k <= 3 && k < toks.length; k++) {
    const verb = toks[k];
    const next = toks[k + 1];
    // ("Let each branch hold copies of books": a plural is no verb; a plural noun after a word makes it one)
    const pluralNext = !!next && next.tags.includes('Noun') && isPluralWord(next.word);
    if (!/^[a-z]+$/i.test(verb.word) || (/s$/i.test(verb.word) && isPluralWord(verb.word.toLowerCase()))) continue;
    if (!(verb.tags.includes('Verb') || AFTER_VERB.test(next?.word ?? '') || pluralNext)) continue;
    const subject = toks.slice(0, k).map((t) => t.word);
    if (subject.some((w) => !/^[a-z-]+$/i.test(w))) return undefined;
    const many = /^all\s/i.test(m[1] ?? '') || isPluralWord(subject.at(-1)!.toLowerCase());
    const v = verb.word.toLowerCase();
    const said = v === 'be' ? (many ? 'are' : 'is') : many ? v : thirdPerson(v);
    const rest = toks
      .slice(k + 1)
      .map((t) => t.word)
      .join(' ');
    return { text: `${m[1] ?? ''}${subject.join(' ')} ${said}${rest ? ` ${rest}` : ''}`, verb: v };
  }
  return undefined;
}

/** "There can be many leagues": the records a statement of existence says there are. */
const THERE_ARE =
  /^there\s+(?:is|are|exists?|(?:can|may|might|could|will|should|must|would)\s+(?:be|exist))\s+(?:many|several|multiple|various|numerous|(?:one|\d+)\s+or\s+more|a\s+number\s+of)\s+([a-z]+(?:\s+[a-z]+)?)$/i;

/** Words for records in general or the app's parts, never a record a statement of the model names. */
const MODEL_GENERIC = /^(?:item|record|entry|thing|data|detail|app|page|list|one|setting|option|feature|everyone|anyone|visitor)$/;

/** Verbs of feeling, opinion or report: such a sentence says what people feel or said, not what the app keeps. */
const OPINION =
  /\b(?:love[sd]?|enjoy(?:s|ed)?|like[sd]?|hate[sd]?|dislike[sd]?|adore[sd]?|prefer(?:s|red)?|feel(?:s)?|felt|think(?:s)?|thought|believe[sd]?|seem(?:s|ed)?|wish(?:es|ed)?|hope[sd]?|miss(?:es|ed)?|complain(?:s|ed)?|say(?:s)?|said|tell(?:s)?|told|mention(?:s|ed)?|notice[sd]?|claim(?:s|ed)?|know(?:s)?|knew)\b/i;

/** Who the app is for, said of its users ("most users are busy parents"): an audience, not records. */
const AUDIENCE =
  /^(?:(?:most|many|all|some|our|the|its)\s+)*(?:users|people|visitors|customers|everyone|everybody|we|you|they|i)\s+(?:are|is|am|were|was)\b/i;

/** "We don't need invoices", "no more tags", "without deposits": what is not wanted names nothing to add. */
const NEGATION = /\b(?:not|no|never|none|without|nobody|nothing|don't|doesn't|didn't|won't|can't|cannot|shouldn't|isn't|aren't)\b|n't\b/i;

/** "How do I add a user?", "Why are tickets missing?": a question asks, it does not describe. */
const QUESTION =
  /^(?:(?:how|why|what|where|when|who|which)\s+(?:do|does|did|is|are|was|were|can|could|should|would|will|has|have)\b|(?:is|are|do|does|did|can|could|should|would|will)\s+(?:there|it|i|we|you|they|the|a|an|my|our)\b[^?]*\?\s*$)|\?\s*$/i;

/**
 * A sentence in neither request nor statement form that may still name what the app keeps ("Sponsors fund some
 * events"): never one with an outside act (even a noun like "the email"), an opinion, an audience, a negation,
 * a question, nor one whose verb is "to be" ("Dogs are loyal animals", "the colours are too bright" say what
 * something is or is like; a passive's auxiliary and "there is" are no such verb).
 */
function plainSentence(ctx: Ctx, raw: string, clause: string): boolean {
  if (QUESTION.test(raw.trim()) || QUESTION.test(clause) || OPINION.test(clause) || AUDIENCE.test(clause) || NEGATION.test(clause))
    return false;
  const toks = tokens(clause);
  if (toks.some((t) => OUTSIDE_ACTS.test(t.word))) return false;
  // (a title without a verb, "Multiple currencies", is no sentence: the title readers take it or nothing does)
  const at = toks.findIndex((t) => t.tags.includes('Verb'));
  if (at < 0) return false;
  const verb = toks[at];
  if (verb.tags.includes('Copula') && !verb.tags.includes('Auxiliary') && !toks.some((t) => t.tags.includes('There'))) return false;
  // "Let customers mark cakse as favourites": a near-miss of a kept record's name is its misspelling, and a
  // sentence with one is not read at all (what it says of the misspelt records would land elsewhere); an
  // inflection of a name ("ordered", "booking") starts with it
  const names = ctx.model.entities.map((e) => words(e.name).join(''));
  const misspelt = (w: string) =>
    w.length >= 5 && names.some((n) => n[0] === w[0] && !w.startsWith(n) && !n.startsWith(w) && editDistance(n, w) <= 2);
  if (toks.some((t) => t.tags.includes('Noun') && !t.tags.includes('Verb') && misspelt(singularPhrase(t.word.toLowerCase())))) return false;
  // "Our bakery has three ovens", "The gym has three walls": one thing said as the one ("the", "our") that the
  // app does not keep is the business itself, and how many of something it has is a fact about it, not records
  // ("the hospital has several wards" says what it is made of: read)
  const subject = toks.slice(0, at);
  const head = subject.filter((t) => t.tags.includes('Noun')).at(-1);
  const definite = /^(?:the|our|my|this|that|its|their)$/i.test(subject[0]?.word ?? '');
  const rest = toks
    .slice(at)
    .map((t) => t.word)
    .join(' ');
  return !(definite && head && !head.tags.includes('Plural') && !findEntity(ctx.model, head.word) && HOW_MANY_IT_HAS.test(rest));
}

/** "has three ovens", "runs 2 vans": how many of something the business has. */
const HOW_MANY_IT_HAS =
  /^(?:has|have|had|owns?|runs?)\s+(?:only\s+|just\s+|about\s+|around\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|a\s+dozen|a\s+hundred)\b/i;

/** The name's last word said in the plural in the clause ("many leagues", "reports are transmitted"). */
function saidInPlural(clause: string, name: string): boolean {
  const last = words(name).at(-1) ?? '';
  return words(clause).some((w) => w !== last && singularPhrase(w) === last);
}

/** Modals that make a statement say what the app's records can be or do. */
const MODAL = /^(?:can|could|should|must|may|will|shall)$/i;

type Change = { describe: string };

/** The words of a clause, each as it is and as its singular. */
function said(clause: string): Set<string> {
  return new Set(words(clause).flatMap((w) => [w, singularPhrase(w)]));
}

/** The words of a name all said in the clause (singular or plural). */
function namedIn(name: string, saidWords: Set<string>): boolean {
  return words(name).every((w) => saidWords.has(w) || saidWords.has(singularPhrase(w)));
}

/** The auxiliary of a passive: "is", "are", "gets", "can be", "will get". */
const PASSIVE_AUX = /^(?:is|are|was|were|get|gets|got|be)$/i;

/** Prepositions after a passive's participle that name who does it, or where, when or between whom it happens. */
const PASSIVE_PREP = /^(?:by|at|in|on|to|for|from|with|between|among|during|through|under|within|into)$/i;

/** Irregular past participles (regular ones end in -ed and the tagger reads them as past tense). */
const IRREGULAR_DONE =
  /^(?:paid|sold|made|given|taken|done|kept|held|seen|lent|bought|won|built|written|set|run|sent|brought|caught|drawn|grown|known|shown|chosen|driven|ridden|led|fed|met|found|put|spent|taught|thrown|hidden|stolen|worn|sung|played|read|heard|shot|split|hung|dug|bred)$/i;

/**
 * "Works get performed at concerts by an act", "Each inspection is carried out by an inspector", "Matches are
 * played between two teams at a stadium": a passive statement of what happens to records, as requirement lines
 * and encyclopedia follow-ups state the model — a subject that names records (a noun, no verb), a passive verb
 * ("is", "are", "gets", a modal with "be"/"get", then a participle) and a preposition naming whom or where.
 * A negation, an opinion or a question says nothing to keep ("books are not sold by the shop").
 */
function passiveStatement(toks: ReturnType<typeof tokens>, clause: string): boolean {
  if (NEGATION.test(clause) || OPINION.test(clause) || QUESTION.test(clause)) return false;
  let i = toks.findIndex((t) => PASSIVE_AUX.test(t.word) || MODAL.test(t.word));
  if (i < 1 || i > 4) return false;
  const subject = toks.slice(0, i);
  const head = subject.at(-1)!;
  if (!head.tags.includes('Noun') || head.tags.includes('Pronoun') || subject.some((t) => t.tags.includes('Verb'))) return false;
  if (/^(?:system|app|application|software|site|website|it|data|everything|something)$/i.test(singularPhrase(head.word.toLowerCase())))
    return false;
  if (MODAL.test(toks[i].word)) {
    i++;
    if (!/^(?:be|get)$/i.test(toks[i]?.word ?? '')) return false;
  }
  i++;
  while (toks[i] && /^(?:also|usually|often|always|then|typically|normally|only|generally|sometimes)$/i.test(toks[i].word)) i++;
  const done = toks[i];
  if (!done || !(/^[a-z]{3,}ed$/i.test(done.word) || IRREGULAR_DONE.test(done.word)) || done.tags.includes('Adjective')) return false;
  i++;
  if (toks[i]?.tags.includes('Particle')) i++;
  return (
    !!toks[i] && PASSIVE_PREP.test(toks[i].word) && toks.slice(i + 1).some((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun'))
  );
}

/**
 * "A film is produced by a studio", when the reader names nothing in it: the kept records a passive is said of
 * link to those it says did it (after "by", else after its first preposition), added when the app lacks them.
 */
function passiveAgent(ctx: Ctx, c: string): boolean {
  const acted = passiveSubject(ctx, c);
  if (!acted) return false;
  const toks = tokens(c);
  const at = toks.findIndex((t) => PASSIVE_AUX.test(t.word));
  const by = toks.findIndex((t, i) => i > at && t.word.toLowerCase() === 'by');
  const from = by > 0 ? by : toks.findIndex((t, i) => i > at && PASSIVE_PREP.test(t.word));
  // (the nouns right after the preposition and its article: "by a studio every year" is a studio)
  const phrase: string[] = [];
  for (const t of toks.slice(from + 1)) {
    if (!phrase.length && /^(?:an?|the|one|their|its|several|many|some|multiple)$/i.test(t.word)) continue;
    if (!t.tags.includes('Noun') || t.tags.includes('Pronoun') || t.tags.includes('Date')) break;
    phrase.push(t.word.toLowerCase());
  }
  if (!phrase.length || phrase.length > 2) return false;
  const kept = findEntity(ctx.model, phrase.join(' '));
  const plural = [...phrase.slice(0, -1), pluralLabel(singularPhrase(phrase.at(-1)!)).toLowerCase()].join(' ');
  // (the one who does it, after "by", is a record even when the lexicon does not know its word: "a studio")
  const agent = by > 0 && !GENERIC_RECORD_WORDS.test(singularPhrase(phrase.at(-1)!)) && /^[a-z]{3,}$/.test(phrase.at(-1)!);
  const said = kept ? pluralLabel(kept.name).toLowerCase() : (presumedRecords(ctx, plural) ?? (agent ? plural : undefined));
  if (!said || kept === acted) return false;
  const refers = (x: EntitySpec, y: EntitySpec) => x.fields.some((g) => g.type === 'relation' && g.target === y.name);
  if (kept && (refers(acted, kept) || refers(kept, acted))) {
    ctx.already.push(`"${c}" is already so: ${pluralLabel(acted.name).toLowerCase()} are linked to ${said}.`);
    return true;
  }
  const presumed = !kept && presumedRecords(ctx, plural);
  if (presumed)
    return ctx.reapply(ctx, `add a ${said} entity`) && ctx.reapply(ctx, `link ${pluralLabel(acted.name).toLowerCase()} to ${said}`);
  // (a word the lexicon does not know is added as the reader adds what it finds, with a name)
  const target =
    kept ??
    addAnalysed(ctx, {
      name: pascal(singularPhrase(plural)),
      description: '',
      fields: [],
      icon: '',
      kind: 'thing',
    } as unknown as AnalysedEntity);
  let name = safeFieldName(target.name);
  if (acted.fields.some((g) => g.name === name)) name = `${name}_ref`;
  acted.fields.push({ ...relationField(target.name), name });
  ctx.ops.push({ kind: 'add_relation', detail: `${acted.name}.${name} → ${target.name}` });
  ctx.warnings.push(`"${c}" was read as ${pluralLabel(acted.name).toLowerCase()} linked to ${said}.`);
  return true;
}

/** The kept record a passive statement is said of ("works" in "Works get performed at concerts by an act"). */
function passiveSubject(ctx: Ctx, c: string): EntitySpec | undefined {
  const toks = tokens(c);
  if (!passiveStatement(toks, c)) return undefined;
  const at = toks.findIndex((t) => PASSIVE_AUX.test(t.word) || MODAL.test(t.word));
  const subject = toks
    .slice(0, at)
    .filter((t) => !t.tags.includes('Determiner'))
    .map((t) => t.word);
  return findEntity(ctx.model, subject.join(' ')) ?? findEntity(ctx.model, subject.at(-1) ?? '');
}

/**
 * The record the app keeps that a plain sentence's subject names ("each animal", "the kept bikes"), when its verb,
 * the first the tagger reads as one, is followed by what it acts on: an article, a preposition or a noun.
 */
function subjectKept(ctx: Ctx, c: string): EntitySpec | undefined {
  const toks = tokens(c);
  // (what people can or should do, "members can search the weather", is a capability: the modal readings decide)
  if (toks.some((t) => MODAL.test(t.word) || t.word.toLowerCase() === 'able')) return undefined;
  const at = toks.findIndex((t) => t.tags.includes('Verb'));
  if (at < 1 || at > 4) return undefined;
  const subject = toks.slice(0, at).filter((t) => !t.tags.includes('Determiner'));
  const head = subject.at(-1);
  // (the tagger may take a record's name for an adjective, "each animal": the app's name for it decides)
  if (!head || head.tags.includes('Pronoun') || subject.some((t) => t.tags.includes('Verb'))) return undefined;
  if (!toks.slice(at + 1).some((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun'))) return undefined;
  return findEntity(ctx.model, subject.map((t) => t.word).join(' ')) ?? findEntity(ctx.model, head.word);
}

/** Whether the clause is a request to keep records or a statement of what records can be or do. */
function readable(clause: string): boolean {
  const toks = tokens(clause);
  if (!toks.length || actsOutside(clause)) return false;
  if (RECORD_VERBS.test(toks[0].word)) return true;
  if (PRODUCT_KEEPS.test(clause) || STORED_IN.test(clause) || MODEL_STATEMENT.test(clause) || HOLDS_MANY.test(clause)) return true;
  if (passiveStatement(toks, clause)) return true;
  // "points can be redeemed for rewards", "each piece can be in several exhibitions", "staff should log
  // their hours": what records can be, or a record verb ("users can search …", "… pin the forecast" keep nothing)
  const modal = toks.findIndex((t) => MODAL.test(t.word));
  if (modal < 1) return false;
  const subject = toks.slice(0, modal);
  if (!subject.some((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun')) || subject.some((t) => t.tags.includes('Verb')))
    return false;
  let j = modal + 1;
  while (toks[j] && /^(?:also|now|only|just|then|easily)$/i.test(toks[j].word)) j++;
  if (toks[j]?.word === 'be' && toks[j + 1]?.word === 'able' && toks[j + 2]?.word === 'to') j += 3;
  const verb = toks[j];
  return !!verb && (verb.word === 'be' || RECORD_VERBS.test(verb.word));
}

/** The statement a "let" request makes read by the edit rules; false, the model as it was, when none places it. */
function saidAgain(ctx: Ctx, statement: string): boolean {
  const before = JSON.stringify(ctx.model);
  const ops = ctx.ops.length;
  try {
    if (ctx.reapply(ctx, statement)) return true;
  } catch (err) {
    if (!(err instanceof EditError)) throw err;
    if (err instanceof AlreadySo) {
      ctx.already.push(err.message);
      return true;
    }
  }
  if (JSON.stringify(ctx.model) !== before) throw new EditError(`could not place "${statement}".`);
  ctx.ops.length = ops;
  return false;
}

/** Whether the clause says an act outside the app's records ("send", "print", "sync" …). */
function actsOutside(clause: string): boolean {
  // (a field word for an outside act counts as one when it is used as a verb: "email customers", not "a name, phone and email")
  return tokens(clause).some(
    (t) => OUTSIDE_ACTS.test(t.word) && !(isFieldWord(t.word) && t.tags.includes('Noun') && !t.tags.includes('Verb')),
  );
}

/**
 * Verbs of using the app's screens or marking records: "let gardeners search plots", "let customers mark cakes as
 * favourites" state no link between records (the marking rules read a mark; a misspelt record stays refused).
 */
const SCREEN_USE =
  /^(?:mark|flag|tick|search|find|see|view|browse|filter|sort|look|edit|update|delete|remove|change|read|access|open|use|click|select|choose|pick|navigate|share|like|comment|star|favourite|favorite|bookmark|download|upload|vote|login|log|sign)$/i;

/** A name made only of words for an act ("juggling"): an activity, not a kind of record the reader trusts. */
function actOnly(name: string): boolean {
  return words(name).every((w) => /ing$/.test(w) && !!tokens(w)[0]?.tags.includes('Gerund'));
}

/**
 * Acts of recognising or judging people or records: each is a record of its own, named by the act ("endorse
 * team members for skills" keeps endorsements of a team member for a skill; "the awarded badges" are awards).
 */
const ACT_RECORDS: Record<string, string> = wordTable({
  endorse: 'endorsements',
  award: 'awards',
  nominate: 'nominations',
  recognise: 'recognitions',
  recognize: 'recognitions',
  commend: 'commendations',
  certify: 'certifications',
  appraise: 'appraisals',
  assess: 'assessments',
  evaluate: 'evaluations',
});

/** "… and send a personal note": what is written with an act, a field of the act's record. */
const WRITTEN_WITH =
  /\s+and\s+(?:send|write|leave|add|give|include|attach)\s+(?:an?\s+|the\s+|their\s+|some\s+)?((?:[a-z]+\s+)?(?:note|message|comment|reason|citation|feedback|description|explanation))s?$/i;

/** When an act happens, said after it ("during project closure", "at the end of each sprint"): no record. */
const WHEN = /\s+(?:during|after|before|upon|when|while|at\s+the\s+(?:end|start|close)\s+of)\s+[a-z][a-z -]*$/i;

/** Records named by a phrase, said as the edit rules take them: one the app keeps, or one the act presumes. */
function recordsOf(ctx: Ctx, phrase: string): string | undefined {
  const p = phrase.replace(/^(?:the|their|its|all|each|every|an?)\s+/i, '').trim();
  const kept = findEntity(ctx.model, p);
  return kept ? pluralLabel(kept.name).toLowerCase() : presumedRecords(ctx, p);
}

/**
 * "Endorse team members for skills and send a personal note during project closure": the act is a record
 * (an Endorsement) of the records it acts on and of what it is for, with what is written with it.
 * "Add the awarded badge details": records acted on so are records of the act (an Award of a Badge).
 */
function actRecords(ctx: Ctx, c: string): string[] | undefined {
  let rest = c.replace(WHEN, '');
  const written = WRITTEN_WITH.exec(rest);
  if (written) rest = rest.slice(0, written.index);
  let m = /^([a-z]+)\s+(.+?)(?:\s+(?:for|with|in|on)\s+(.+))?$/i.exec(rest);
  let act = m ? ACT_RECORDS[m[1].toLowerCase()] : undefined;
  let object = m?.[2];
  let reason = m?.[3];
  if (!act) {
    // "add the awarded badge details": a participle of the act before the records
    m =
      /^(?:add|include|track|record|keep)\s+(?:the\s+|all\s+)?([a-z]+?)(?:ed|d)\s+([a-z]+(?:\s+[a-z]+)??)(?:\s+(?:details|records|info|information|history|list|data))?$/i.exec(
        rest,
      );
    const stem = m?.[1].toLowerCase().replace(/i$/, 'y') ?? '';
    act = ACT_RECORDS[stem] ?? ACT_RECORDS[`${stem}e`];
    object = m?.[2];
    reason = undefined;
    if (!act || written) return undefined;
  }
  if (!object || findEntity(ctx.model, act)) return undefined;
  const what = recordsOf(ctx, object);
  const why = reason ? recordsOf(ctx, reason) : undefined;
  if (!what || (reason && !why)) return undefined;
  const out = [written ? `add ${act} with a ${written[1].toLowerCase()}` : `add ${act}`, `link ${act} to ${what}`];
  if (why && why !== what) out.push(`link ${act} to ${why}`);
  return out;
}

/** Verbs that file records under others: "classify work items by milestones", "group tasks into sprints". */
const FILING =
  /^(?:classify|categori[sz]e|group|organi[sz]e|file|sort|arrange|assign|allocate|attach|tag|link|connect)\s+(?:the\s+|all\s+|their\s+|our\s+)?(.+?)\s+(?:by|into|in|under|to|with|per|against)\s+(?:the\s+|their\s+|an?\s+|one\s+|its\s+)?(.+)$/i;

/** "As a vet, I need to record vaccinations …", "As an owner I would like to be able to …": the wish of a user story. */
const USER_STORY =
  /^as\s+(?:an?|the)\s+[a-z-]+(?:\s+[a-z-]+){0,2}\s*,?\s*(?:i|we)\s+(?:want|need|would\s+like|'d\s+like|wish)\s+(?:to\s+be\s+able\s+)?to\s+(.+)$/i;

/** "The system shall allow caseworkers to record home visits": what the software lets people do. */
const SYSTEM_ALLOWS =
  /^(?:the|this|our)\s+(?:[a-z-]+\s+)?(?:system|app|application|software|platform|portal|site|website|tool)\s+(?:shall|will|must|should|can)\s+(?:also\s+)?(?:allow|let|enable|permit)\s+((?:the\s+|all\s+)?[a-z-]+(?:\s+[a-z-]+)?)\s+(?:to\s+)?(.+)$/i;

/** "Users should be able to submit new tools": people said to make records, by a modal, in a few words. */
const MAKES_RECORDS =
  /^(?:(?:the|all|our)\s+)?[a-z-]+(?:\s+[a-z-]+)?\s+(?:can|could|should|must|will|shall|may)\s+(?:also\s+)?(?:be\s+able\s+to\s+)?(?:create|add|submit|enter|post|register|file|raise|make)\s+(?:new\s+|an?\s+|their\s+(?:own\s+)?|more\s+)?[a-z-]+(?:\s+[a-z-]+)?$/i;

/** "The mechanic records …", "each nurse logs …": a subject of one or two words and a verb in the third person. */
const KEEPER = /^(?:(?:the|an?|each|every|our|all)\s+)?([a-z-]+(?:\s+[a-z-]+)??)\s+([a-z]+s)\s+(.+)$/i;

/** What an act is for, after it: "… so that I can chase them", "… in order to plan visits". */
const PURPOSE = /,?\s+(?:so\s+that|so\s+(?:i|we|they|you)\b|in\s+order\s+(?:to|that))\s.*$/i;

/**
 * The clause read as a create prompt is, its reading added to the app. False (nothing changed) when the
 * clause is no request to keep records, or the reading names nothing new.
 */
export function creationReading(ctx: Ctx, clause: string): boolean {
  let c = clause
    .trim()
    .replace(/[.!?…]+$/, '')
    .trim()
    // "Display all requests and responsive documents so that the public can find them": records to show are
    // records to list, which the app keeps; what showing them is for names none
    .replace(/^(?:display|show)\s+(all\s+(?:of\s+)?(?:the\s+)?.+?)(?:,?\s+(?:so\s+that|in\s+order\s+to)\s.*)?$/i, 'list $1')
    // "Applicants shall upload supporting documents": files put into the app are attached to its records (an
    // upload to somewhere else, "upload to Dropbox", stays an act outside it)
    .replace(
      /\bupload(s|ed|ing)?\b(?!.*\b(?:to|into|onto)\s+(?:the\s+|a\s+|their\s+|our\s+)?(?:cloud|dropbox|drive|google|icloud|onedrive|s3|server|ftp|youtube|instagram|facebook|website|web)\b)/i,
      'attach$1',
    )
    // "Let there be many leagues", "Let courses have a name": a statement of the model made a request by "let"
    .replace(/^let\s+there\s+(?:be|exist)\b/i, 'there are')
    .replace(/^let\s+((?:the\s+)?[a-z]+s)\s+(have|be)\b/i, (_m, x: string, v: string) => `${x} ${v === 'be' ? 'are' : 'have'}`);
  // "As a grants manager, I want to record reviewers for each application so that …": a user story's wish is
  // the request, what it is for no part of it; "The system shall allow caseworkers to record home visits" says
  // what those people can do
  const story = USER_STORY.exec(c);
  if (story) c = story[1].replace(PURPOSE, '').trim();
  const allows = SYSTEM_ALLOWS.exec(c);
  if (allows) c = `${allows[1]} can ${allows[2].replace(PURPOSE, '').trim()}`;
  // "The mechanic records repairs for each bike", "the nurse logs vital signs for each patient": who keeps the
  // records, said in the third person, asks for them as the order does ("record repairs for each bike")
  const keeper = KEEPER.exec(c);
  const keeps =
    keeper &&
    [keeper[2], keeper[2].replace(/e?s$/i, ''), keeper[2].replace(/s$/i, '')].find((v) => v !== keeper[2] && RECORD_VERBS.test(v));
  if (
    keeper &&
    keeps &&
    // (the records kept follow the verb: "a student enrolls in many courses" states the model)
    !/^(?:in|on|at|to|for|with|from|into|by|of|about|between)\s/i.test(keeper[3]) &&
    !NEGATION.test(c) &&
    !OPINION.test(c) &&
    !/^(?:is|are|was|were|be|been|should|must|can|could|will|would|may|has|have|had|do|does)$/i.test(keeper[3].split(/\s+/)[0])
  ) {
    // (a person or a record, never a pronoun or a question word: "it records …", "who logs …")
    if (!/\b(?:he|she|it|they|we|i|you|this|that|who|which|what|someone|everyone|nobody|system|app|software)$/i.test(keeper[1])) {
      const order = `${keeps} ${keeper[3]}`;
      // (a part placed and a part not leaves the clause not understood: the edit is refused, nothing kept)
      try {
        if (saidAgain(ctx, order)) return true;
      } catch (err) {
        if (!(err instanceof EditError)) throw err;
        return false;
      }
      c = order;
    }
  }
  // (said by "let": "Let grades be recorded for each course" is said above as "grades are recorded …")
  const fromLet = /^let\s/i.test(clause.trim()) && !/^let\s+(?:me|us)\b/i.test(clause.trim());
  const let_ = letStatement(c);
  if (let_) c = let_.text;
  if (!c || c.split(/\s+/).length > 30) return false;
  // (the statement said back, of what records have or are, is an edit clause like any other: "each bed has a
  // number and a soil type"; other verbs are left to the reader, "publishers publish many books")
  if (fromLet && (!let_ || /^(?:have|be)$/.test(let_.verb)) && saidAgain(ctx, c)) return true;
  const several = severalFor(ctx, c);
  if (several) return several();
  const own = OWN_DETAILS.exec(c);
  if (own) return ownDetails(ctx, own[1] ?? own[2]);
  const acts = readable(c.replace(WHEN, '').replace(WRITTEN_WITH, '')) ? actRecords(ctx, c) : undefined;
  if (acts) {
    const before = JSON.stringify(ctx.model);
    if (acts.every((x) => ctx.reapply(ctx, x))) {
      ctx.warnings.push(`"${c}" was read as records of the act: ${acts.join('; ')}.`);
      return true;
    }
    if (JSON.stringify(ctx.model) !== before) throw new EditError(`could not place "${c}".`);
    return false;
  }
  // (a statement made a request by "let" is read when it links two records: "each team belongs to one division";
  // any other sentence in neither form only as plainSentence allows, and it keeps only records it vouches for)
  const unreadable = !readable(c);
  const byLet = unreadable && fromLet;
  const plain = unreadable && !fromLet;
  if (byLet && ((let_ && SCREEN_USE.test(let_.verb)) || actsOutside(c))) return false;
  if (plain && !plainSentence(ctx, clause, c)) return false;
  const a = analysePrompt(c);
  if ('error' in a) return passiveAgent(ctx, c);
  const saidWords = said(c);
  // ("the garden offers several workshops", "each referee officiates many games": the verb of the statement is
  // no part of a record's name, "GardenOffer", "Officiate")
  const holds = let_?.verb ?? HOLDS_MANY.exec(c)?.[1]?.split(/\s+/)[0].toLowerCase();
  // (in a statement of the model a member or a user is a record like any other: "a member belongs to one branch")
  const generic = byLet || statesModel(c) ? MODEL_GENERIC : GENERIC_RECORD_WORDS;
  const named = a.entities.filter(
    (e) =>
      namedIn(e.name, saidWords) &&
      !generic.test(words(e.name).join(' ')) &&
      !actOnly(e.name) &&
      !(holds && words(e.name).some((w) => w === holds || w === singularPhrase(holds))),
  );
  // "A student enrolls in many courses", "each doctor treats many patients": the record the reader made to join
  // two records the sentence names (an Enrollment, a DoctorPatient) is said by them, though its name is not
  const joins = a.entities.filter(
    (e) =>
      !named.includes(e) &&
      new Set(e.fields.filter((f) => f.type === 'relation' && named.some((x) => x.name === f.target)).map((f) => f.target)).size >= 2,
  );
  named.push(...joins);
  // ("certified mechanics": one record said with a word before it, not two; a record joining two, BookAuthor
  // for "each book is written by one or more authors", keeps the two it joins)
  const stated = named.filter(
    (e) =>
      !named.some(
        (x) =>
          x !== e &&
          words(x.name).length > words(e.name).length &&
          namedIn(e.name, said(words(x.name).join(' '))) &&
          !x.fields.some((f) => f.type === 'relation' && f.target === e.name),
      ),
  );
  if (!stated.length) return thereAre(ctx, c) || passiveAgent(ctx, c);
  if (byLet && !linksTwo(stated)) return false;
  const vouched = (e: AnalysedEntity) =>
    !!findEntity(ctx.model, words(e.name).join(' ')) || !!resolveNoun(words(e.name).join(' '))?.catalog || saidInPlural(c, e.name);
  // ("Each animal lives in an enclosure", "Bikes are repaired at workshops by a mechanic": what a statement about
  // records the app keeps names beside them is records of its own)
  if (plain && !stated.every((e) => joins.includes(e) || vouched(e)) && !subjectKept(ctx, c)) return false;
  const before = JSON.stringify(ctx.model);
  const ops = ctx.ops.length;
  const changes: Change[] = [];
  const map = new Map<string, EntitySpec>();
  const fresh = new Set<EntitySpec>();
  for (const e of stated) {
    const kept = findEntity(ctx.model, words(e.name).join(' '));
    if (kept) map.set(e.name, kept);
    else {
      const made = addAnalysed(ctx, e);
      map.set(e.name, made);
      fresh.add(made);
      changes.push({ describe: `${pluralLabel(e.name).toLowerCase()}` });
    }
  }
  for (const e of stated) {
    const target = map.get(e.name)!;
    if (fresh.has(target)) continue;
    // fields the sentence states for a record the app keeps
    for (const f of e.fields) {
      if (f.type === 'relation' || findField(target, f.name.replace(/_/g, ' ')) || !namedIn(f.name, saidWords)) continue;
      target.fields.push(structuredClone(f));
      ctx.ops.push({ kind: 'add_field', detail: `${target.name}.${f.name} (${f.type})` });
      changes.push({ describe: `${f.name.replace(/_/g, ' ')} on ${pluralLabel(target.name).toLowerCase()}` });
    }
  }
  // the links the reader found between the records the sentence names
  for (const e of stated) {
    const from = map.get(e.name)!;
    for (const f of e.fields) {
      if (f.type !== 'relation' || !f.target) continue;
      const to = map.get(f.target) ?? findEntity(ctx.model, words(f.target).join(' '));
      if (!to || to === from || !namedIn(f.target, saidWords)) continue;
      const refers = (x: EntitySpec, y: EntitySpec) => x.fields.some((g) => g.type === 'relation' && g.target === y.name);
      if (refers(from, to) || refers(to, from)) continue;
      let name = safeFieldName(to.name);
      if (from.fields.some((g) => g.name === name)) name = `${name}_ref`;
      from.fields.push({ ...relationField(to.name), name });
      ctx.ops.push({ kind: 'add_relation', detail: `${from.name}.${name} → ${to.name}` });
      changes.push({ describe: `a link from ${pluralLabel(from.name).toLowerCase()} to ${pluralLabel(to.name).toLowerCase()}` });
    }
  }
  // "Works get performed at concerts by an act", "Each animal lives in an enclosure": the kept records a
  // statement is said of, missed by the reader, link to the first new record it names beside them
  const acted = passiveSubject(ctx, c) ?? subjectKept(ctx, c);
  if (acted && !stated.some((e) => map.get(e.name) === acted)) {
    const first = stated.map((e) => map.get(e.name)!).find((x) => fresh.has(x));
    const refers = (x: EntitySpec, y: EntitySpec) => x.fields.some((g) => g.type === 'relation' && g.target === y.name);
    if (first && !refers(first, acted) && !refers(acted, first)) {
      let name = safeFieldName(first.name);
      if (acted.fields.some((g) => g.name === name)) name = `${name}_ref`;
      acted.fields.push({ ...relationField(first.name), name });
      ctx.ops.push({ kind: 'add_relation', detail: `${acted.name}.${name} → ${first.name}` });
      changes.push({ describe: `a link from ${pluralLabel(acted.name).toLowerCase()} to ${pluralLabel(first.name).toLowerCase()}` });
    }
  }
  // "classify work items by milestones": the records filed link to those they are filed under
  const filed = FILING.exec(c);
  if (filed) {
    // (the record whose name says most of the phrase: "work items" is WorkItem, not Item)
    const byName = (phrase: string) =>
      [...map.values()].filter((x) => namedIn(x.name, said(phrase))).sort((x, y) => words(y.name).length - words(x.name).length)[0] ??
      findEntity(ctx.model, phrase);
    const from = byName(filed[1]);
    const to = byName(filed[2]);
    const refers = (x: EntitySpec, y: EntitySpec) => x.fields.some((g) => g.type === 'relation' && g.target === y.name);
    if (from && to && from !== to && !refers(from, to) && !refers(to, from)) {
      let name = safeFieldName(to.name);
      if (from.fields.some((g) => g.name === name)) name = `${name}_ref`;
      from.fields.push({ ...relationField(to.name), name });
      ctx.ops.push({ kind: 'add_relation', detail: `${from.name}.${name} → ${to.name}` });
      changes.push({ describe: `a link from ${pluralLabel(from.name).toLowerCase()} to ${pluralLabel(to.name).toLowerCase()}` });
    }
  }
  // "points can be redeemed for rewards": a value word the reader took for no record is a field of the one
  // new record the sentence names
  if (fresh.size === 1) {
    const [e] = fresh;
    for (const t of tokens(c)) {
      if (!t.tags.includes('Noun') || !t.tags.includes('Plural') || !isFieldWord(t.word)) continue;
      if (stated.some((x) => namedIn(x.name, said(t.word))) || findField(e, t.word)) continue;
      const f = inferField(t.word, () => undefined);
      if (!f || f.type === 'relation') continue;
      e.fields.push(f);
      ctx.ops.push({ kind: 'add_field', detail: `${e.name}.${f.name} (${f.type})` });
    }
  }
  if (!changes.length || JSON.stringify(ctx.model) === before) {
    ctx.ops.length = ops;
    // "There are several courses per level" after "let courses be organized in levels": a statement of the
    // model about records the app keeps, linked as it says, is already so
    // (a statement naming one kept record, "every supplier provides several products", may name another the
    // reader missed: not already so)
    if (statesModel(c) && stated.length > 1 && stated.every((e) => !fresh.has(map.get(e.name)!)) && linksKept(stated, map)) {
      ctx.already.push(
        `"${c}" is already so: the app keeps ${stated.map((e) => pluralLabel(map.get(e.name)!.name).toLowerCase()).join(' and ')}.`,
      );
      return true;
    }
    // "Users should be able to submit new tools", "Staff can create orders": people making records the app
    // keeps is what its forms already do
    if (MAKES_RECORDS.test(c) && stated.length && stated.every((e) => !fresh.has(map.get(e.name)!))) {
      ctx.already.push(
        `"${c}" is already so: the app keeps ${stated.map((e) => pluralLabel(map.get(e.name)!.name).toLowerCase()).join(' and ')}.`,
      );
      return true;
    }
    return false;
  }
  if (fresh.size && !ctx.model.managed?.layout)
    ctx.warnings.push(`Layout.jsx was not generated by the offline generator: add links to the new lists to the navigation yourself.`);
  ctx.lastEntity = map.get(stated[0].name);
  ctx.lastNamed = stated.map((e) => map.get(e.name)!);
  ctx.warnings.push(`"${c}" was read as a description of the app's records: ${changes.map((x) => x.describe).join('; ')}.`);
  return true;
}

/**
 * "Allow multiple images per product", "select multiple recipes for a given day in a meal plan, for example a
 * side dish and a main course": a feature request for many of one record in another says the other holds
 * several of them — read as "a meal plan can have several recipes" (the record held in is the one the app
 * keeps that the words after the preposition name; examples after the request change nothing).
 */
const SEVERAL_FOR =
  /^(?:(?:allow|let|enable)\s+(?:users|me|us|people|staff|members)\s+to\s+)?(?:(?:select|choose|pick|assign|attach|add|link|use|have|allow|enable|support)\s+)?(?:multiple|several|many|more\s+than\s+one)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:for|per|in|on|to|with)\s+(.+?)(?:,?\s+(?:for\s+example|for\s+instance|e\.g\.?|such\s+as|like)\b.*)?$/i;

function severalFor(ctx: Ctx, c: string): (() => boolean) | undefined {
  const m = SEVERAL_FOR.exec(c);
  if (!m) return undefined;
  const many = findEntity(ctx.model, m[1]) ? m[1].toLowerCase() : presumedRecords(ctx, m[1]);
  // (the longest run of the words after the preposition that names a record the app keeps)
  const after = words(m[2]);
  let holder: EntitySpec | undefined;
  for (let n = Math.min(3, after.length); n > 0 && !holder; n--)
    for (let i = 0; i + n <= after.length && !holder; i++) holder = findEntity(ctx.model, after.slice(i, i + n).join(' '));
  const held = many ? findEntity(ctx.model, many) : undefined;
  if (!many || !holder || held === holder) return undefined;
  const one = holder;
  const each = words(pluralLabel(one.name)).map(singularPhrase).join(' ');
  // (a holder that links to one of them now gets a record joining it to each: "a meal plan's recipes")
  if (held && one.fields.some((f) => f.type === 'relation' && f.target === held.name))
    return () => {
      try {
        addJoin(ctx, one, held, `${one.name}${held.name}`);
      } catch (err) {
        if (!(err instanceof AlreadySo)) throw err;
        ctx.already.push(err.message);
      }
      ctx.warnings.push(`"${c}" was read as several ${pluralLabel(held.name).toLowerCase()} for each ${each}.`);
      return true;
    };
  return () => ctx.reapply(ctx, `a ${each} can have several ${many}`);
}

/** Whether the clause states the data model ("there are …", "courses have …", "a league has many divisions"). */
function statesModel(c: string): boolean {
  return MODEL_STATEMENT.test(c) || HOLDS_MANY.test(c);
}

/** Whether the reader found a link between two of the records a statement names. */
function linksTwo(stated: AnalysedEntity[]): boolean {
  return stated.some((e) => e.fields.some((f) => f.type === 'relation' && stated.some((x) => x !== e && x.name === f.target)));
}

/** Whether every link the reader found between the records a statement names is one the app keeps. */
function linksKept(stated: AnalysedEntity[], map: Map<string, EntitySpec>): boolean {
  const refers = (x: EntitySpec, y: EntitySpec) => x.fields.some((g) => g.type === 'relation' && g.target === y.name);
  return stated.every((e) =>
    e.fields.every((f) => {
      const from = map.get(e.name)!;
      const to = f.type === 'relation' && f.target ? map.get(f.target) : undefined;
      return !to || to === from || refers(from, to) || refers(to, from);
    }),
  );
}

/**
 * "There can be many leagues": the records a statement of existence names, when the reader took the word for
 * a kind of app (a league of teams and matches) and stated no record by it — added as "add leagues" is.
 */
function thereAre(ctx: Ctx, c: string): boolean {
  const m = THERE_ARE.exec(c);
  if (!m) return false;
  if (findEntity(ctx.model, m[1])) {
    ctx.already.push(`"${c}" is already so: the app keeps ${m[1].toLowerCase()}.`);
    return true;
  }
  // (a word the lexicon reads as a whole kind of app, "gyms", "clinics", is still the records said to exist)
  const last = tokens(m[1]).at(-1);
  const kind = !!last?.tags.includes('Noun') && isPluralWord(last.word) && !GENERIC_RECORD_WORDS.test(singularPhrase(last.word));
  const p = presumedRecords(ctx, m[1]) ?? (kind ? m[1].toLowerCase() : undefined);
  return !!p && ctx.reapply(ctx, `add ${p}`);
}

/** The verb said of one record: "offer" → "offers", "have" → "has", "consist of" → "consists of". */
function thirdPerson(verb: string): string {
  const [v, ...rest] = verb.split(/\s+/);
  const one = v.toLowerCase() === 'have' ? 'has' : /(?:s|sh|ch|x|z|o)$/i.test(v) ? `${v}es` : `${v}s`;
  return [one, ...rest].join(' ');
}

/** "Each of these has its own characteristics (flight number, room type, …)": examples of each one's fields. */
const OWN_DETAILS =
  /^each\s+(?:one\s+)?of\s+(?:these|them|those|the\s+above)\s+(?:has|have|comes?\s+with|needs?|gets?)\s+(?:its|their)\s+own\s+[a-z]+(?:\s+[a-z]+)?\s*(?:\(([^()]+)\)|:\s*(.+))$/i;

/**
 * "A trip can include flights, hotel stays and car rentals. Each of these has its own characteristics (flight
 * number, room type, car category, etc.)": the examples are fields of the records the sentence before named,
 * each of the one its first word names, else, when there are as many examples as records, in the same order.
 * False (nothing changed) when an example finds no record.
 */
function ownDetails(ctx: Ctx, list: string): boolean {
  // (or the parts the sentence before said a record includes, added since: "a trip can include flights, …")
  const parts = ctx.namedParts?.map((p) => findEntity(ctx.model, p)).filter((e): e is EntitySpec => !!e);
  const named = (ctx.lastNamed ?? parts ?? []).filter((e) => ctx.model.entities.includes(e));
  const items = list
    .split(/\s*,\s*|\s+(?:and|or)\s+/i)
    .map((x) => x.trim().replace(/[.…]+$/, ''))
    .filter((x) => x && !/^(?:etc|and\s+so\s+on|and\s+more|\.\.\.)$/i.test(x));
  if (named.length < 2 || !items.length) return false;
  const ofItem = items.map((x) => named.find((e) => words(e.name).includes(words(x)[0] ?? '')));
  const owners = ofItem.every(Boolean) ? ofItem : items.length === named.length ? named : undefined;
  if (!owners) return false;
  const before = JSON.stringify(ctx.model);
  for (const [i, x] of items.entries()) {
    if (!ctx.reapply(ctx, `add ${x} to ${pluralLabel(owners[i]!.name).toLowerCase()}`)) {
      if (JSON.stringify(ctx.model) !== before) throw new EditError(`could not place "${x}".`);
      return false;
    }
  }
  ctx.warnings.push(`"${list}" were read as fields of ${named.map((e) => pluralLabel(e.name).toLowerCase()).join(', ')}.`);
  return true;
}

/** A record the reader found, added with its own fields (its links are added after, among the records said). */
function addAnalysed(ctx: Ctx, a: AnalysedEntity): EntitySpec {
  const fields: FieldSpec[] = a.fields.filter((f) => f.type !== 'relation').map((f) => structuredClone(f));
  if (!fields.some((f) => f.type === 'string' || f.type === 'email')) fields.unshift({ name: 'name', type: 'string', required: true });
  const disp = displayField(fields);
  if (disp && (disp.type === 'string' || disp.type === 'email')) disp.required = true;
  const e: EntitySpec = { name: a.name, description: a.description || `${pluralLabel(a.name)} tracked by the app.`, fields };
  ctx.model.entities.push(e);
  registerEntity(ctx, e, KNOWN_ICONS.has(a.icon) ? a.icon : KIND_ICON[a.kind]);
  return e;
}
