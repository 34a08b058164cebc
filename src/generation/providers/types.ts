/**
 * The one interface every generator implements (offline, OpenAI-compatible, Anthropic). A generator
 * computes changes; it never writes: the generation service applies the outcome in one transaction.
 */

import type { Issue } from '../../validation/validate.ts';

export type { Issue };

export interface GenerationRequest {
  kind: 'create' | 'update';
  appName: string;
  description: string;
  prompt: string;
  /** The app's files now (empty for create). */
  files: ReadonlyMap<string, string>;
  /** App settings now ({} for create). */
  settings: Record<string, unknown>;
  /** This service's public origin (serves the starter records' sample images). */
  publicUrl?: string;
  /** Records one progress event (phase, message). */
  progress(phase: string, message: string): void;
  /** Aborted on shutdown or when the job's lease is lost. */
  signal: AbortSignal;
  /** Takes one more credit for a step beyond the first (LLM repair rounds); false when none is left. */
  chargeRound(): Promise<boolean>;
}

export interface GenerationSuccess {
  ok: true;
  /** Files to write (complete contents). */
  upserts: Map<string, string>;
  deletes: string[];
  summary: string;
  warnings: string[];
  /** Validation of the resulting app, when the generator already ran it (LLM loop). */
  issues?: Issue[];
  /** Model round trips (LLM generators). */
  rounds?: number;
  /** Validation errors the repair loop could not fix, and why it stopped. */
  unresolved?: { errors: Issue[]; reason: string };
  /** Edits that rename the app. */
  newName?: string;
  /** Settings to merge into the app's settings (home page, theme). */
  settings?: Record<string, unknown>;
  /** Starter records per entity (create only). */
  starterRecords?: Record<string, Array<Record<string, unknown>>>;
  /** What an edit did, one entry per recognised operation (offline edits). */
  operations?: Array<{ kind: string; detail: string }>;
}

export interface GenerationFailure {
  ok: false;
  error: string;
}

export type GenerationOutcome = GenerationSuccess | GenerationFailure;

export interface Generator {
  readonly name: string;
  generate(req: GenerationRequest): Promise<GenerationOutcome>;
}
