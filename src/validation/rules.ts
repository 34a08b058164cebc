/**
 * The catalogue of validation rules. The order of this list is the order issues are reported in (after
 * errors-before-warnings): files, syntax, imports, pages, entities, then the rest. Every id is stable;
 * docs/file-model.md documents each one (a test checks that it does).
 */
export type Severity = 'error' | 'warning';

export interface RuleInfo {
  id: string;
  severity: Severity;
  area: 'files' | 'syntax' | 'imports' | 'pages' | 'entities' | 'seo' | 'functions' | 'code' | 'runtime';
  summary: string;
}

export const RULES: readonly RuleInfo[] = [
  { id: 'path-invalid', severity: 'error', area: 'files', summary: 'the path breaks a path rule or lies outside the app file model' },
  { id: 'file-content', severity: 'error', area: 'files', summary: 'the file is binary or larger than 512 KiB' },
  { id: 'app-size', severity: 'error', area: 'files', summary: 'the app has more than 2000 files or more than 20 MiB of content' },
  { id: 'syntax', severity: 'error', area: 'syntax', summary: 'a .js/.jsx/.css file does not parse' },
  { id: 'import-unresolved', severity: 'error', area: 'imports', summary: 'a relative import does not resolve to a file of the app' },
  {
    id: 'import-unknown-package',
    severity: 'error',
    area: 'imports',
    summary: 'a bare import names a module the hosting runtime does not provide',
  },
  {
    id: 'import-missing-export',
    severity: 'error',
    area: 'imports',
    summary: 'an imported name is not exported by the imported app file or SDK',
  },
  { id: 'import-function-file', severity: 'error', area: 'imports', summary: 'browser code imports a backend function file' },
  {
    id: 'undefined-identifier',
    severity: 'error',
    area: 'imports',
    summary: 'a JSX component, hook, React or SDK name is used but never imported or declared',
  },
  { id: 'app-no-pages', severity: 'error', area: 'pages', summary: 'the app has no page' },
  { id: 'page-name', severity: 'error', area: 'pages', summary: 'a page file name is not PascalCase' },
  { id: 'page-default-export', severity: 'error', area: 'pages', summary: 'a page has no default export, or it is not a component' },
  { id: 'page-duplicate-route', severity: 'error', area: 'pages', summary: 'two pages differ only by letter case (same route)' },
  { id: 'layout-default-export', severity: 'error', area: 'pages', summary: 'Layout.jsx has no default export, or it is not a component' },
  { id: 'layout-children', severity: 'warning', area: 'pages', summary: 'Layout.jsx never renders children (pages would not show)' },
  { id: 'page-unknown-reference', severity: 'warning', area: 'pages', summary: 'createPageUrl names a page that does not exist' },
  {
    id: 'page-field-unknown',
    severity: 'warning',
    area: 'pages',
    summary: "a page's field list names a field its entity schema does not have",
  },
  {
    id: 'page-field-type',
    severity: 'warning',
    area: 'pages',
    summary: "a page's field list shows a field with another type than the schema's",
  },
  { id: 'form-field-missing', severity: 'warning', area: 'pages', summary: 'a form page has no input for a field of its entity schema' },
  { id: 'entity-json', severity: 'error', area: 'entities', summary: 'an entity schema is not valid JSON' },
  { id: 'entity-shape', severity: 'error', area: 'entities', summary: 'an entity schema does not have the documented structure' },
  { id: 'entity-name-mismatch', severity: 'error', area: 'entities', summary: 'the schema name differs from the file name' },
  { id: 'entity-field-name', severity: 'error', area: 'entities', summary: 'a field name is malformed, duplicated or built-in' },
  {
    id: 'entity-field-type',
    severity: 'error',
    area: 'entities',
    summary: 'a field type is unknown, or an enum/array field is incomplete',
  },
  {
    id: 'entity-relation-target',
    severity: 'error',
    area: 'entities',
    summary: 'a relation field has no target or its target entity does not exist',
  },
  {
    id: 'entity-unknown-reference',
    severity: 'error',
    area: 'entities',
    summary: 'code uses svc.entities.<Name> but entities/<Name>.json does not exist',
  },
  { id: 'entity-field-default', severity: 'warning', area: 'entities', summary: 'a field default does not match the field type' },
  { id: 'seo-json', severity: 'error', area: 'seo', summary: 'seo.json is not valid JSON or does not have the documented shape' },
  { id: 'seo-route', severity: 'warning', area: 'seo', summary: 'a seo.json path matches no page' },
  { id: 'function-shape', severity: 'error', area: 'functions', summary: 'a backend function never calls Deno.serve(' },
  {
    id: 'function-cron',
    severity: 'error',
    area: 'functions',
    summary: 'functions/cron.json is malformed, has a bad cron expression or schedules a function that does not exist',
  },
  {
    id: 'function-import',
    severity: 'error',
    area: 'functions',
    summary: 'a backend function imports a URL, a package or the browser SDK (only relative files under functions/ and node: modules)',
  },
  {
    id: 'unknown-key',
    severity: 'warning',
    area: 'code',
    summary: 'an entity schema or seo.json has a key the file model does not define',
  },
  {
    id: 'code-warning',
    severity: 'warning',
    area: 'code',
    summary: 'esbuild reports suspicious code (duplicate keys, impossible comparisons, ...)',
  },
  { id: 'runtime-error', severity: 'error', area: 'runtime', summary: 'an error recorded while the app ran (from get_errors)' },
];

export type RuleId = (typeof RULES)[number]['id'];

const RANK = new Map(RULES.map((r, i) => [r.id, i]));
const SEVERITY = new Map(RULES.map((r) => [r.id, r.severity]));

export function ruleRank(id: string): number {
  return RANK.get(id) ?? RULES.length;
}

export function ruleSeverity(id: string): Severity {
  const s = SEVERITY.get(id);
  if (!s) throw new Error(`unknown validation rule ${id}`);
  return s;
}
