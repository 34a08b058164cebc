import { analysePrompt } from '/work/wt/generation/src/generation/offline/analyse.ts';
const p = process.argv.slice(2).join(' ');
const a = analysePrompt(p) as any;
if (a.error) { console.log(a.error); process.exit(0); }
console.log('template:', a.template?.label);
for (const e of a.entities) console.log(e.name, e.catalog ? `[${e.catalog}]` : '', '::', e.fields.map((f: any) => `${f.name}:${f.type}${f.target ? '>' + f.target : ''}${f.values ? '=' + f.values.join('/') : ''}`).join(', '));
if (a.warnings.length) console.log('warn:', a.warnings);
