/**
 * Which files an LLM edit is shown. The whole app rarely fits, and most of it is irrelevant to one
 * request, so files are ranked by relevance to the prompt and taken in that order until the token
 * budget is spent. The model always gets the full list of paths.
 */

/** Rough token count: ~4 characters per token for code and English. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

const STOP = new Set(
  'a an and the to of in on for with add make change set use show from into onto page pages app apps field fields please new list all that this it its be is are as by or at'.split(
    ' ',
  ),
);

function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
}

/** Singular-ish stem so `tasks` matches `Task`. */
const stem = (w: string) =>
  w
    .replace(/(ies)$/, 'y')
    .replace(/(ses|xes)$/, (m) => m.slice(0, 2))
    .replace(/s$/, '');

function baseName(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.replace(/\.[^.]+$/, '');
}

/** Relative import targets of a JS file, resolved against the app's paths. */
function importsOf(path: string, content: string, paths: ReadonlySet<string>): string[] {
  if (!/\.(jsx?|mjs)$/.test(path)) return [];
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const out: string[] = [];
  for (const m of content.matchAll(
    /(?:import|export)[^'"`]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  )) {
    const spec = (m[1] ?? m[2])!;
    const parts = (dir ? dir.split('/') : []).concat(spec.split('/'));
    const stack: string[] = [];
    for (const p of parts) {
      if (p === '..') stack.pop();
      else if (p !== '.' && p !== '') stack.push(p);
    }
    const resolved = stack.join('/');
    for (const candidate of [resolved, `${resolved}.jsx`, `${resolved}.js`, `${resolved}/index.jsx`, `${resolved}/index.js`]) {
      if (paths.has(candidate)) {
        out.push(candidate);
        break;
      }
    }
  }
  return out;
}

export interface ContextSelection {
  /** Files shown in full, most relevant first. */
  shown: string[];
  /** Files only listed by path. */
  listed: string[];
  /** Scores, for tests and logs. */
  scores: Map<string, number>;
}

/**
 * Scores each file: its path or name mentioned in the prompt, entities and pages named in the prompt
 * (with their list/detail/form pages), words of the prompt in the file's content, files importing or
 * imported by relevant files, and the layout for navigation or theme requests. Then fills `budget`
 * tokens in score order (ties: smaller files first); files with no relevance at all are only listed.
 */
export function selectContext(files: ReadonlyMap<string, string>, prompt: string, budget: number): ContextSelection {
  const promptLower = prompt.toLowerCase();
  const promptWords = new Set(words(prompt).map(stem));
  const paths = new Set(files.keys());
  const scores = new Map<string, number>();

  for (const [path, content] of files) {
    let score = 0;
    const name = baseName(path);
    const nameWords = words(name).map(stem);
    if (promptLower.includes(path.toLowerCase())) score += 100;
    else if (name.length > 2 && promptLower.includes(name.toLowerCase())) score += 60;
    const hits = nameWords.filter((w) => promptWords.has(w)).length;
    if (hits) score += 25 * hits + (hits === nameWords.length ? 15 : 0);
    if (path.startsWith('entities/')) score += 8; // schemas are small and tell the model the data model
    if (path === 'Layout.jsx') {
      score += 5;
      if (/\b(nav|navigation|menu|header|sidebar|footer|theme|colou?r|layout|rename|title|brand|logo|dark|light)\b/i.test(prompt))
        score += 40;
    }
    if (/\b(home|dashboard|landing)\b/i.test(prompt) && /^pages\/(Home|Dashboard)\.jsx$/.test(path)) score += 40;
    // Prompt words in the content (identifiers, labels), a little each.
    let contentHits = 0;
    for (const w of promptWords) if (w.length > 3 && content.toLowerCase().includes(w)) contentHits++;
    score += Math.min(contentHits, 10);
    scores.set(path, score);
  }

  // Neighbours of relevant files: what they import and what imports them.
  const base = new Map(scores);
  for (const [path, content] of files) {
    for (const target of importsOf(path, content, paths)) {
      const from = base.get(path)!;
      const to = base.get(target)!;
      if (from >= 25) scores.set(target, scores.get(target)! + Math.round(from / 4));
      if (to >= 25) scores.set(path, scores.get(path)! + Math.round(to / 5));
    }
  }

  const ranked = [...files.keys()].sort(
    (a, b) => scores.get(b)! - scores.get(a)! || files.get(a)!.length - files.get(b)!.length || (a < b ? -1 : 1),
  );
  const shown: string[] = [];
  const listed: string[] = [];
  let used = 0;
  for (const path of ranked) {
    const cost = estimateTokens(files.get(path)!) + 20;
    if (scores.get(path)! > 0 && used + cost <= budget) {
      shown.push(path);
      used += cost;
    } else listed.push(path);
  }
  return { shown, listed, scores };
}
