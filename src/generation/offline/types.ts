// The entity file format's field types (one definition, in the app file model).
export { FIELD_TYPES, type FieldType } from '../../validation/entity-fields.ts';
import type { FieldType } from '../../validation/entity-fields.ts';

export type FieldSpec = {
  name: string;
  type: FieldType;
  label?: string;
  required?: boolean;
  values?: string[];
  target?: string;
  default?: unknown;
  description?: string;
  items?: string;
};

export type EntitySpec = {
  name: string;
  description: string;
  fields: FieldSpec[];
  /** Extra index definitions read from an existing schema file (kept on rewrite). */
  extraIndexes?: string[][];
};

export type PageNames = { list: string; detail: string; form: string };

/** A list's sort and filter controls; `initial` is the filter it opens with ("only show open tasks by default"). */
export type ListView = { sort: string; filters: string[]; initial?: Record<string, string> };

/** A saved filter of a list page: "overdue loans", "today's schedule", "high priority tasks". */
export type PagePreset = {
  kind: 'overdue' | 'today' | 'tomorrow' | 'week' | 'month' | 'upcoming' | 'recent' | 'value' | 'top' | 'below' | 'above';
  field: string;
  /** `value`: the value; `below`/`above`: the number compared with. */
  value?: string;
  /** `below`/`above`: the number itself is in ("at most 5", "low in stock"). */
  inclusive?: boolean;
  /** `value`: records whose field is anything but the value ("unpaid" of a status with "paid"). */
  not?: boolean;
  done?: string[];
};

export type CustomPage = { name: string; kind: string; title: string; entity?: string; preset?: PagePreset };

export type NavItem = { page: string; label: string; icon: string; match: string[] };

/** A layout an app has besides its list/detail/form pages (none: an internal tool's dashboard). */
export type LayoutKind = 'catalog' | 'calendar' | 'board';

/** Everything the renderer needs; also what the editor reconstructs from files. */
export type AppModel = {
  name: string;
  theme: string;
  entities: EntitySpec[];
  pageNames: Record<string, PageNames>;
  views: Record<string, ListView>;
  icons: Record<string, string>;
  customPages: CustomPage[];
  homePage: string;
  /** Which app-level files the generator owns (false for files written by someone else). */
  managed?: { layout: boolean; home: boolean };
  /** The layout kinds chosen at creation (layouts.ts); the pages of each are planned on every render. */
  layout?: { kinds: LayoutKind[] };
};

export type ProgressFn = (phase: string, message: string) => void;

export type GenerateInput = {
  name: string;
  prompt: string;
  description?: string;
  theme?: string;
  onProgress?: ProgressFn;
  /** Starter records' dates are spread around this day (YYYY-MM-DD; default today). */
  today?: string;
  /** Origin of this service, which serves the starter records' sample images (seed.ts). */
  imageBase?: string;
};

export type AppSettings = { home_page: string; theme: { primary: string } };

export type GeneratedApp = {
  ok: true;
  files: Record<string, string>;
  entities: string[];
  pages: string[];
  starter_records: Record<string, Array<Record<string, unknown>>>;
  summary: string;
  warnings: string[];
  settings: AppSettings;
};

export type GenerateFailure = { ok: false; error: string };
export type GenerateResult = GeneratedApp | GenerateFailure;

export type EditInput = {
  files: Record<string, string>;
  prompt: string;
  app_name: string;
  settings?: { home_page?: string; theme?: { primary?: string } } & Record<string, unknown>;
  onProgress?: ProgressFn;
};

export type EditOperation = { kind: string; detail: string };

export type EditSuccess = {
  ok: true;
  files_written: Record<string, string>;
  files_deleted: string[];
  summary: string;
  operations: EditOperation[];
  warnings: string[];
  new_name?: string;
  settings?: AppSettings;
};

export type EditResult = EditSuccess | GenerateFailure;
