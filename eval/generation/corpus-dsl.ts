/**
 * The row builders and helpers every corpus file uses, declared once (each file used to re-declare them).
 * A batch's file makes its own builders from these, keeping its id prefix and split:
 *
 *   const dev = creations('dev', 'e28');      // dev('talentmap', prompt, {...}) is the case 'e28-talentmap'
 *   const he = edits('heldout', 'h18');       // he('x-1', base, request, ['+Entity'])
 *   const held = creations('heldout');        // the older batches spell their ids in full
 *
 * The expectation DSL itself (what the strings in a row mean) is described in corpus.ts and parsed in match.ts.
 */

import type { CreateCase, EditCase } from './corpus.ts';

export type Split = 'dev' | 'heldout';

/** One creation case, its split given with the row (corpus.ts's own rows mix both splits). */
export const createCase = (id: string, split: Split, prompt: string, entities: Record<string, string>): CreateCase => ({
  id,
  split,
  prompt,
  entities,
});

/** One edit case, its split given with the row. */
export const editCase = (id: string, split: Split, base: string, prompt: string, expect: string[]): EditCase => ({
  id,
  split,
  base,
  prompt,
  expect,
});

/** The id of a row: `prefix-id` when the batch has a prefix, else the id as written. */
const idOf = (prefix: string | undefined, id: string) => (prefix ? `${prefix}-${id}` : id);

/** The creation-row builder of one batch: its split, and the prefix its ids get (none: ids are written in full). */
export const creations =
  (split: Split, prefix?: string) =>
  (id: string, prompt: string, entities: Record<string, string>): CreateCase =>
    createCase(idOf(prefix, id), split, prompt, entities);

/** The edit-row builder of one batch, as `creations`. */
export const edits =
  (split: Split, prefix?: string) =>
  (id: string, base: string, prompt: string, expect: string[]): EditCase =>
    editCase(idOf(prefix, id), split, base, prompt, expect);

/** A prompt of several lines (paragraphs, list items), joined by newlines. */
export const lines = (...xs: string[]) => xs.join('\n');

/** A relation from any of these entities to any of those: 'A|B>C|D'. */
export const links = (from: string, to: string) =>
  from
    .split('|')
    .flatMap((a) => to.split('|').map((b) => `${a}>${b}`))
    .join('|');

/** A relation either way between them (a join entity that references both counts too). */
export const linked = (a: string, b: string) => `${links(a, b)}|${links(b, a)}`;
