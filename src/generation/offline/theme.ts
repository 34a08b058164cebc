// Primary palette handling. Neutral (slate) and danger (red) classes are never
// primaries, so a theme change can safely rewrite every `-<palette>-NNN` class.
import CSS_COLOURS from 'color-name';
import { wordTable } from './nlp.ts';

export const DEFAULT_THEME = 'indigo';

export const PALETTES = [
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
  'zinc',
  'stone',
] as const;

const COLOR_WORDS: Record<string, string> = wordTable({
  red: 'rose',
  crimson: 'rose',
  scarlet: 'rose',
  maroon: 'rose',
  burgundy: 'rose',
  ruby: 'rose',
  rose: 'rose',
  orange: 'orange',
  coral: 'orange',
  tangerine: 'orange',
  peach: 'orange',
  amber: 'amber',
  gold: 'amber',
  golden: 'amber',
  mustard: 'amber',
  brown: 'amber',
  yellow: 'yellow',
  lemon: 'yellow',
  sunny: 'yellow',
  lime: 'lime',
  chartreuse: 'lime',
  green: 'green',
  forest: 'green',
  olive: 'green',
  emerald: 'emerald',
  mint: 'emerald',
  jade: 'emerald',
  teal: 'teal',
  turquoise: 'teal',
  aqua: 'cyan',
  cyan: 'cyan',
  sky: 'sky',
  'light blue': 'sky',
  'sky blue': 'sky',
  'baby blue': 'sky',
  blue: 'blue',
  navy: 'blue',
  cobalt: 'blue',
  azure: 'blue',
  'dark blue': 'blue',
  royal: 'blue',
  indigo: 'indigo',
  violet: 'violet',
  lavender: 'violet',
  lilac: 'violet',
  purple: 'purple',
  plum: 'purple',
  grape: 'purple',
  fuchsia: 'fuchsia',
  magenta: 'fuchsia',
  pink: 'pink',
  'hot pink': 'pink',
  salmon: 'pink',
  gray: 'zinc',
  grey: 'zinc',
  black: 'zinc',
  dark: 'zinc',
  monochrome: 'zinc',
  charcoal: 'zinc',
  silver: 'zinc',
  slate: 'zinc',
  neutral: 'zinc',
  stone: 'stone',
  beige: 'stone',
  sand: 'stone',
  earthy: 'stone',
});

/** Map a colour word ("navy", "green", "grey") to a Tailwind palette; undefined if unknown. */
export function paletteFor(word: string): string | undefined {
  const w = word.toLowerCase().trim();
  if (COLOR_WORDS[w]) return COLOR_WORDS[w];
  if ((PALETTES as readonly string[]).includes(w)) return w;
  return undefined;
}

/** Find the first colour word in a text (multi-word names first). */
export function findColor(text: string): string | undefined {
  const lower = text.toLowerCase();
  const keys = Object.keys(COLOR_WORDS).sort((a, b) => b.length - a.length || a.localeCompare(b));
  let best: { pos: number; palette: string } | undefined;
  for (const k of keys) {
    const m = new RegExp(`\\b${k}\\b`).exec(lower);
    // "dark green", "light blue": the hue decides, the shade word alone only when no hue follows it
    if (
      m &&
      /^(?:dark|light|deep|pale|bright|soft|muted)$/.test(k) &&
      keys.some((h) => h !== k && lower.startsWith(h, m.index + k.length + 1))
    )
      continue;
    if (m && (!best || m.index < best.pos)) best = { pos: m.index, palette: COLOR_WORDS[k] };
  }
  return best?.palette ?? paletteForHex(lower);
}

/** findColor, and CSS colour names too: only where the sentence is known to speak of colours. */
function lookColour(text: string): string | undefined {
  const lower = text.toLowerCase();
  const named = cssColour(lower);
  const word = findColor(lower);
  if (!named) return word;
  if (!word) return named.palette;
  // the earlier of the two names the colour
  const wordAt = Object.keys(COLOR_WORDS)
    .map((k) => new RegExp(`\\b${k}\\b`).exec(lower)?.index ?? Infinity)
    .reduce((a, b) => Math.min(a, b), Infinity);
  return named.pos < wordAt ? named.palette : word;
}

/**
 * The first CSS colour name in a text, written as people write it ("light slate gray", "peach puff",
 * "dark goldenrod"), on its nearest palette: the 148 names of CSS Color 4 (the color-name package) cover
 * what a palette word list misses. Longest run of words first, so "dark olive green" is not "olive".
 */
function cssColour(lower: string): { pos: number; palette: string } | undefined {
  const words = [...lower.matchAll(/[a-z]+/g)];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const name = words
        .slice(i, i + n)
        .map((w) => w[0])
        .join('')
        .replace(/grey/g, 'gray');
      const rgb = Object.hasOwn(CSS_COLOURS, name) ? (CSS_COLOURS as Record<string, [number, number, number]>)[name] : undefined;
      if (!rgb) continue;
      // "dark violet", "dodger blue", "forest green": the hue word the person wrote decides
      const hue = n > 1 ? paletteFor(words[i + n - 1][0]) : undefined;
      if (hue) return { pos: words[i].index ?? 0, palette: hue };
      const hex = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
      const palette = paletteForHex(hex);
      if (palette) return { pos: words[i].index ?? 0, palette };
    }
  }
  return undefined;
}

/** The hue of each palette's 500 shade, to place a brand colour ("#0a7", "#1e40af") on the nearest palette. */
const PALETTE_HUES: Array<[string, number]> = [
  ['rose', 350],
  ['pink', 330],
  ['fuchsia', 292],
  ['purple', 271],
  ['violet', 258],
  ['indigo', 239],
  ['blue', 217],
  ['sky', 199],
  ['cyan', 189],
  ['teal', 173],
  ['emerald', 160],
  ['green', 142],
  ['lime', 84],
  ['yellow', 50],
  ['amber', 38],
  ['orange', 25],
];

/** The palette nearest to the first hex colour in the text (greys go to zinc). */
export function paletteForHex(text: string): string | undefined {
  const m = /#([0-9a-f]{6}|[0-9a-f]{3})\b/i.exec(text);
  if (!m) return undefined;
  const hex = m[1].length === 3 ? [...m[1]].map((ch) => ch + ch).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d < 0.08) return 'zinc';
  const h = max === r ? 60 * (((g - b) / d + 6) % 6) : max === g ? 60 * ((b - r) / d + 2) : 60 * ((r - g) / d + 4);
  let best = PALETTE_HUES[0];
  const dist = (x: number) => Math.min(Math.abs(x - h), 360 - Math.abs(x - h));
  for (const p of PALETTE_HUES) if (dist(p[1]) < dist(best[1])) best = p;
  return best[0];
}

export function normalizeTheme(theme: string | undefined): string {
  if (!theme) return DEFAULT_THEME;
  return paletteFor(theme) ?? DEFAULT_THEME;
}

/** Replace every class of the old palette by the new one (e.g. bg-indigo-600 → bg-green-600). */
export function replacePalette(content: string, from: string, to: string): string {
  if (from === to) return content;
  const re = new RegExp(`(?<=[a-z]-)${from}(?=-(?:50|[1-9]00|950)\\b)`, 'g');
  return content.replace(re, to);
}

/** Detect the primary palette used by generated files. */
export function detectTheme(files: Record<string, string>): string | undefined {
  const counts = new Map<string, number>();
  for (const [path, content] of Object.entries(files)) {
    if (!/\.(jsx|js)$/.test(path)) continue;
    const re = /\b(?:bg|text|ring|border)-([a-z]+)-(?:50|[1-9]00)\b/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(content))) {
      if (m[1] === 'slate' || m[1] === 'red' || m[1] === 'white' || m[1] === 'black') continue;
      if (!(PALETTES as readonly string[]).includes(m[1])) continue;
      counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
    }
  }
  let best: string | undefined;
  let n = 0;
  for (const [k, v] of [...counts.entries()].sort((a, b) => a[0].localeCompare(b[0])))
    if (v > n) {
      best = k;
      n = v;
    }
  return best;
}

/** Where an app's dark mode lives: a stylesheet next to the Tailwind utilities (styles/ is built after them). */
export const DARK_MODE_PATH = 'styles/dark-mode.css';

/**
 * A real dark mode for generated pages, which use the slate scale for text, borders and surfaces and
 * white for cards: the slate scale is inverted (Tailwind v4 utilities read `--color-slate-*`) and white
 * surfaces turn dark, so every page, form and the navigation follow without touching their classes.
 * Unlayered rules win over Tailwind's layered utilities; the primary palette is kept.
 */
export const DARK_MODE_CSS = `/* Dark mode, added by an edit ("dark mode please"); remove this file to go back to light. */
:root {
  color-scheme: dark;
  --color-slate-50: #020617;
  --color-slate-100: #0f172a;
  --color-slate-200: #1e293b;
  --color-slate-300: #334155;
  --color-slate-400: #64748b;
  --color-slate-500: #94a3b8;
  --color-slate-600: #cbd5e1;
  --color-slate-700: #e2e8f0;
  --color-slate-800: #f1f5f9;
  --color-slate-900: #f8fafc;
  --color-slate-950: #ffffff;
}
body {
  background-color: #020617;
  color: #f8fafc;
}
.bg-white {
  background-color: #0f172a;
}
input,
select,
textarea {
  background-color: #020617;
  color: #f8fafc;
}
`;

/** "dark mode please", "a dark theme", "switch to light mode": true for dark, false for light, undefined if neither. */
export function darkModeRequest(text: string): boolean | undefined {
  const lower = text.toLowerCase();
  if (
    /\b(?:light|white|bright)\s+(?:mode|theme|background|look|version)\b/.test(lower) ||
    /\b(?:turn|switch)\s+off\s+(?:the\s+)?dark\s+mode\b|\bno\s+dark\s+mode\b/.test(lower)
  )
    return false;
  if (
    /\b(?:dark|night)\s+(?:mode|theme|background|look|version|ui|design|skin|website|site|app)\b/.test(lower) ||
    /\bdarker\s+(?:look|theme|background)\b|\bmake\s+(?:it|the\s+app|everything)\s+(?:dark|darker)\b/.test(lower) ||
    /^(?:let'?s\s+)?(?:go|switch\s+to|change\s+to|turn\s+it)\s+dark(?:er)?$/.test(lower.trim())
  )
    return true;
  return undefined;
}

/** The text without its dark/light mode words, so "dark theme with teal accents" names teal, not a grey "dark". */
export function withoutModeWords(text: string): string {
  return text.replace(
    /\b(?:dark|night|light|white|bright|darker)\s+(?:mode|theme|background|look|version|ui|design|skin|website|site|app)\b|\bmake\s+(?:it|the\s+app|everything)\s+dark(?:er)?\b|\b(?:go|switch\s+to|change\s+to|turn\s+it)\s+dark(?:er)?\b/gi,
    ' ',
  );
}

// "Use ivory for the background and chocolate for the components.", "Set the background color to white
// and the component color to navy.", "Apply magenta for layout; use dark violet for buttons and cards.":
// an imperative sentence that gives the page's surface and its parts a colour each says how the app looks,
// and names no record ("component", "background", "card" there are parts of the page).
const LOOK_VERB =
  /^(?:please\s+|also\s+|and\s+)?(?:use|set|apply|assign|choose|select|configure|define|declare|establish|initiali[sz]e|implement|style|specify|colou?r|make|give|paint|design|adopt|theme|go\s+with|i\s+(?:want|would\s+like|'d\s+like))\b/i;
const LOOK_SURFACE =
  /\b(?:for|to|as|with|on|in)\s+(?:the\s+|all\s+|a\s+|an\s+|its\s+)?(?:[a-z]+\s+){0,2}(?:backgrounds?|backdrop|canvas|layout|base|theme)\b|\bbackgrounds?\s+(?:colou?rs?\s+)?(?:to|as|with|in|using|of)\b|\b(?:backgrounds?|backdrop|canvas)\b[^.;]*\b(?:to|as|with|in)\s+[a-z]|\b(?:a|an)\s+(?:[a-z]+\s+){1,3}backgrounds?\b/i;
const LOOK_PART =
  /\b(?:components?|elements?|ui|buttons?|cards?|controls?|pieces?|blocks?|visuals?|details?|highlights?|layers?|styling|widgets?|interface|accents?|links?|headers?|menus?)\b/i;

/** Whether a sentence only says how the app should look (see above). */
export function isLookSentence(sentence: string): boolean {
  const s = sentence.trim();
  return (
    s.split(/\s+/).length <= 30 &&
    LOOK_VERB.test(s) &&
    LOOK_SURFACE.test(s) &&
    LOOK_PART.test(s) &&
    (lookColour(s) !== undefined || /\b(?:white|black|gr[ae]y|colou?r)\b/i.test(s))
  );
}

/**
 * The palette a look sentence gives the page's parts ("… and navy for all components" → blue); the
 * surface colour is a background, which the palette does not set.
 */
export function partColour(sentence: string): string | undefined {
  for (const part of sentence.split(/;|,\s*(?:then\s+|and\s+)?|\s+and\s+/i)) {
    if (LOOK_PART.test(part) && !/\b(?:backgrounds?|backdrop|canvas)\b/i.test(part)) {
      const palette = lookColour(part.replace(LOOK_PART, ' '));
      if (palette) return palette;
    }
  }
  return undefined;
}
