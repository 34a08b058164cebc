// Offline, deterministic app generator: no network, no database, no clock.
export { generateApp } from './generate.ts';
export { editApp } from './edit.ts';
export type {
  GenerateInput,
  GenerateResult,
  GeneratedApp,
  GenerateFailure,
  EditInput,
  EditResult,
  EditSuccess,
  EditOperation,
  AppSettings,
  ProgressFn,
  FieldSpec,
  EntitySpec,
  FieldType,
} from './types.ts';
