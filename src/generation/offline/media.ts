// Photos, videos and documents are usually fields of a record (a product's photo, a claim's receipt). They are
// records of their own when the prompt acts on them as items: uploads, shares or comments on them, keeps them in
// albums or folders, or names the app after sharing them.
import { inSpans, type Span } from './lexicon.ts';
import { singular } from './nlp.ts';

const MEDIA = '(photos|images|pictures|pics|videos|clips|recordings|documents|files|scans)';
/** Acts on media as items: "upload photos", "comment on videos", "tag pictures". */
const ACTED_ON = new RegExp(
  `\\b(?:upload|uploads|uploading|uploaded|share|shares|sharing|shared|post|posts|posting|publish|publishes|organi[sz]e|organi[sz]es|tag|tags|tagging|like|likes|comment\\s+on|comments\\s+on|rate|rates|browse|browses|download|downloads)\\s+(?:their\\s+|your\\s+|my\\s+|our\\s+|the\\s+|new\\s+)?${MEDIA}\\b`,
  'gi',
);
/** Media kept in a container: "photos in albums", "documents into folders". */
const KEPT_IN = new RegExp(
  `\\b${MEDIA}\\s+(?:in|into|to|inside)\\s+(?:their\\s+|the\\s+|shared\\s+)?(?:albums?|folders?|collections?|galleries|gallery|projects?|boards?|playlists?|channels?|libraries|library)\\b`,
  'gi',
);
/** The app named after the media: "a photo sharing app", "video library". */
const NAMED_FOR = /\b(photo|image|picture|video|document|file)\s+(?:sharing|gallery|galleries|library|archive|album|albums|hosting)\b/gi;

/** Words for one kind of media: a prompt that says "photo album" and "upload pictures" keeps one record. */
const FAMILIES = [/^(?:photo|image|picture|pic)$/, /^(?:video|clip|recording)$/, /^(?:document|file|scan)$/];

export function mediaRecords(text: string, outside: Span[]): Array<{ key: string; pos: number; strong: boolean }> {
  const found: Array<{ key: string; pos: number; strong: boolean }> = [];
  const lower = text.toLowerCase();
  for (const re of [ACTED_ON, KEPT_IN]) {
    for (const m of lower.matchAll(re)) {
      const word = m[1];
      const pos = (m.index ?? 0) + m[0].lastIndexOf(word);
      // ("upload images of their ID": pictures of something are that record's field)
      if (/^\s+of\b/.test(lower.slice(pos + word.length))) continue;
      if (!inSpans(pos, outside)) found.push({ key: singular(word), pos, strong: true });
    }
  }
  for (const m of lower.matchAll(NAMED_FOR))
    if (!inSpans(m.index ?? 0, outside)) found.push({ key: m[1], pos: m.index ?? 0, strong: true });
  // each family under one word: the first the prompt says in the plural (the items it keeps: "a photo album … upload
  // pictures" keeps pictures), else the first said
  found.sort((a, b) => a.pos - b.pos);
  const plurals = [...lower.matchAll(new RegExp(`\\b${MEDIA}\\b`, 'g'))].map((m) => singular(m[1]));
  const first = new Map<number, string>();
  return found.map((f) => {
    const fam = FAMILIES.findIndex((re) => re.test(f.key));
    if (fam < 0) return f;
    if (!first.has(fam)) first.set(fam, plurals.find((w) => FAMILIES[fam].test(w)) ?? f.key);
    return { ...f, key: first.get(fam)! };
  });
}
