/**
 * The output schemas of validation results (validate_app, validate_change_set, apply_change_set,
 * the file tools' `validation` summary). The TypeScript types in validate.ts and these schemas are
 * checked against each other at compile time below.
 */
import { z } from 'zod';
import type { Issue, IssueGroup, ValidationReport } from './validate.ts';

export const issueOutput = z.object({
  severity: z.enum(['error', 'warning']),
  rule: z.string(),
  path: z.string().nullable(),
  line: z.number().nullable(),
  column: z.number().nullable(),
  message: z.string(),
  hint: z.string(),
  count: z.number(),
  last_seen: z.string().optional(),
});

export const issueGroupOutput = z.object({
  rule: z.string(),
  severity: z.enum(['error', 'warning']),
  count: z.number(),
  paths: z.array(z.string()),
});

export const validationReportOutput = z.object({
  ok: z.boolean(),
  error_count: z.number(),
  warning_count: z.number(),
  issues: z.array(issueOutput),
  groups: z.array(issueGroupOutput),
  checked_files: z.number(),
  duration_ms: z.number(),
});

// Compile-time agreement of the schemas with validate.ts's types, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [
  Same<z.infer<typeof issueOutput>, Issue>,
  Same<z.infer<typeof issueGroupOutput>, IssueGroup>,
  Same<z.infer<typeof validationReportOutput>, ValidationReport>,
] = [true, true, true];
void agree;
