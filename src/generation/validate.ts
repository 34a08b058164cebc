import { validateApp } from '../validation/validate.ts';
import type { Issue } from './providers/types.ts';

/** The validator's issues for a whole app (no runtime errors: a generated result has not run yet). */
export async function validateFiles(files: ReadonlyMap<string, string>): Promise<Issue[]> {
  return (await validateApp(files)).issues;
}
