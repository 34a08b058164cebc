export type FieldType =
  | 'string'
  | 'text'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'email'
  | 'url'
  | 'enum'
  | 'relation'
  | 'array'
  | 'object';

export const FIELD_TYPES: readonly FieldType[] = [
  'string',
  'text',
  'number',
  'integer',
  'boolean',
  'date',
  'datetime',
  'email',
  'url',
  'enum',
  'relation',
  'array',
  'object',
];

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

export type ListView = { sort: string; filters: string[] };

/** A saved filter of a list page: "overdue loans", "today's schedule", "high priority tasks". */
export type PagePreset = {
  kind: 'overdue' | 'today' | 'week' | 'upcoming' | 'recent' | 'value';
  field: string;
  value?: string;
  done?: string[];
};

export type CustomPage = { name: string; kind: string; title: string; entity?: string; preset?: PagePreset };

export type NavItem = { page: string; label: string; icon: string; match: string[] };

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
};

export type ProgressFn = (phase: string, message: string) => void;

export type GenerateInput = {
  name: string;
  prompt: string;
  description?: string;
  theme?: string;
  onProgress?: ProgressFn;
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
