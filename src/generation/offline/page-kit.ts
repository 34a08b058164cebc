// Pieces every generated page is made of: markers, labels, the FIELDS constant, relation loaders, imports.
import type { AppModel, EntitySpec, FieldSpec } from './types.ts';
import { displayField } from './fields.ts';
import { isImageField } from './layouts.ts';
import { sentenceCase, words } from './nlp.ts';

export const PAGE_MARKER = '// fine-structure:page ';
export const LAYOUT_MARKER = '// fine-structure:layout';

export const js = (v: unknown) => JSON.stringify(v);

export function entityLabel(name: string): string {
  return sentenceCase(words(name).join(' '));
}

export function fieldLabel(f: FieldSpec): string {
  if (f.label) return f.label;
  let base = f.name;
  if (f.type === 'relation') base = base.replace(/_id$/, '');
  const label = sentenceCase(base.replace(/_/g, ' '));
  return label
    .replace(/\bUrl\b/g, 'URL')
    .replace(/\burl\b/g, 'URL')
    .replace(/\bIsbn\b/, 'ISBN')
    .replace(/\bSku\b/, 'SKU')
    .replace(/\bsku\b/, 'SKU')
    .replace(/\bisbn\b/, 'ISBN')
    .replace(/\bkg\b/, '(kg)')
    .replace(/\bsqm\b/, '(m²)');
}

export function entityByName(model: AppModel, name: string): EntitySpec | undefined {
  return model.entities.find((e) => e.name === name);
}

export function titleFieldOf(e: EntitySpec): string | undefined {
  return displayField(e.fields)?.name;
}

/** Field descriptors embedded in pages (FIELDS constant). */
export function fieldDescriptors(model: AppModel, e: EntitySpec): Array<Record<string, unknown>> {
  return e.fields.map((f) => {
    const d: Record<string, unknown> = { name: f.name, label: fieldLabel(f), type: f.type };
    if (f.required) d.required = true;
    if (f.type === 'enum') d.values = f.values ?? [];
    if (f.default !== undefined) d.default = f.default;
    // pictures show as images in lists, cards, detail pages and form previews
    if (isImageField(f)) d.image = true;
    if (f.type === 'relation') {
      const target = entityByName(model, f.target!);
      d.target = f.target;
      d.labelField = target ? (titleFieldOf(target) ?? null) : null;
      const pn = model.pageNames[f.target!];
      if (pn) d.detailPage = pn.detail;
    }
    return d;
  });
}

export function fieldsConst(model: AppModel, e: EntitySpec): string {
  const rows = fieldDescriptors(model, e).map((d) => `  ${js(d)},`);
  return `const FIELDS = [\n${rows.join('\n')}\n];`;
}

export function relationLoader(e: EntitySpec): string {
  const rels = e.fields.filter((f) => f.type === 'relation');
  if (!rels.length) return `function loadRelated() {\n  return Promise.resolve({});\n}`;
  const lines = rels.map((f) => `    svc.entities.${f.target}.list('-created_date', 500).then((rows) => [${js(f.name)}, rows || []]),`);
  return `function loadRelated() {\n  return Promise.all([\n${lines.join('\n')}\n  ]).then((pairs) => Object.fromEntries(pairs));\n}`;
}

export function lucideImport(names: Iterable<string>): string {
  const list = [...new Set(names)].sort();
  return `import { ${list.join(', ')} } from 'lucide-react';`;
}

export function marker(obj: Record<string, string>): string {
  return `${PAGE_MARKER}${js(obj)}`;
}

export function pageComponentName(page: string): string {
  return /^[A-Z][A-Za-z0-9]*$/.test(page) ? `${page}Page` : 'Page';
}
