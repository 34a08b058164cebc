/**
 * Property: after any sequence of write / patch / rename / apply_change_set (and file restores),
 * restoring each file from each Saved Version reproduces exactly the bytes it had then — checked
 * through the tools on both transports, against a model of the app kept by the test.
 *
 * The sequence is random but reproducible: SVC_PROPERTY_SEED=<n> replays a run, SVC_PROPERTY_STEPS
 * changes its length.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientFor, TRANSPORTS, type ToolClient } from '../support/clients.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { WORKSPACE_ENV } from '../support/workspace-fixtures.ts';

const SEED = Number(process.env.SVC_PROPERTY_SEED ?? Date.now() % 1_000_000);
const STEPS = Number(process.env.SVC_PROPERTY_STEPS ?? 60);

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

const PATHS = [
  'pages/Home.jsx',
  'pages/About.jsx',
  'pages/Pricing.jsx',
  'pages/Contact.jsx',
  'components/Button.jsx',
  'components/Card.jsx',
  'components/forms/Field.jsx',
  'components/forms/Form.js',
  'lib/format.js',
  'lib/dates/parse.js',
  'styles/extra.css',
  'entities/Task.json',
  'functions/notify.js',
  'Layout.jsx',
  'seo.json',
] as const;

// Text that stresses byte-exactness: CRLF, tabs, trailing spaces, accents, CJK, astral emoji, no final newline.
const PIECES = [
  'const a = 1;',
  '\r\n',
  '\n',
  '\t',
  '  ',
  'é',
  'ñandú',
  '中文',
  '🙂',
  '👩‍💻',
  '"quoted"',
  "'single'",
  '\\n',
  '$&',
  '$1',
  '<div>',
  '{}',
  'ﬁ',
  '\u00a0',
  'Ω',
];

type Rng = ReturnType<typeof prng>;
let markerSeq = 0;

/** Random content with exactly one unique marker, so a patch can always target it. */
function content(rng: Rng): string {
  if (rng.chance(0.05)) return '';
  let s = '';
  const n = 1 + rng.int(30);
  const at = rng.int(n);
  for (let i = 0; i < n; i++) {
    if (i === at) s += `@@M${++markerSeq}@@`;
    s += rng.pick(PIECES);
  }
  if (!s.includes('@@M')) s += `@@M${++markerSeq}@@`;
  return s;
}

interface Version {
  snapshot_id: string;
  files: Map<string, string>;
}

for (const transport of TRANSPORTS) {
  describe(`workspace property: restoring files from Saved Versions is exact [${transport}, ${TEST_DB}]`, () => {
    let svc: TestService;
    let client: ToolClient;
    let appId: string;

    before(async () => {
      svc = await startTestService(WORKSPACE_ENV);
      const owner = await svc.createAccount();
      appId = await svc.createApp(owner.id, 'Property app');
      client = clientFor(transport, svc.baseUrl, await svc.createToken(owner.id));
    });
    after(async () => {
      await client?.close();
      await svc?.stop();
    });

    async function call(tool: string, args: Record<string, unknown>): Promise<any> {
      const o = await client.call(tool, { app_id: appId, ...args });
      if (!o.ok) throw new Error(`${tool} failed: ${o.kind}: ${o.message}`);
      return o.result;
    }

    it(`random sequences of ${STEPS} edits (seed ${SEED})`, async () => {
      const rng = prng(SEED + { mcp: 0, rest: 1, 'mcp-2026': 2 }[transport]);
      const model = new Map<string, string>();
      const versions: Version[] = [];
      const log: string[] = [];
      const snapshot = (id: string) => {
        assert.match(id, /^snap_/);
        versions.push({ snapshot_id: id, files: new Map(model) });
      };

      for (let step = 0; step < STEPS; step++) {
        const existing = [...model.keys()];
        const kind = existing.length === 0 ? 'write' : rng.pick(['write', 'write', 'patch', 'rename', 'apply', 'restore'] as const);
        if (kind === 'write') {
          const path = rng.pick(PATHS);
          const text = content(rng);
          const r = await call('write_app_file', { path, content: text });
          snapshot(r.snapshot_id);
          model.set(path, text);
          log.push(`write ${path}`);
        } else if (kind === 'patch') {
          const path = rng.pick(existing);
          const old = model.get(path)!;
          const m = /@@M\d+@@/.exec(old);
          if (!m) {
            // An empty file: write instead.
            const text = content(rng);
            snapshot((await call('write_app_file', { path, content: text })).snapshot_id);
            model.set(path, text);
            continue;
          }
          const replacement = content(rng) || `@@M${++markerSeq}@@`;
          const r = await call('patch_app_file', { path, old_text: m[0], new_text: replacement });
          assert.equal(r.replacements, 1);
          snapshot(r.snapshot_id);
          model.set(
            path,
            old.replace(m[0], () => replacement),
          );
          log.push(`patch ${path}`);
        } else if (kind === 'rename') {
          const from = rng.pick(existing);
          const to = rng.pick(PATHS.filter((p) => p !== from));
          const r = await call('rename_app_file', { old_path: from, new_path: to, overwrite: true, force: true });
          snapshot(r.snapshot_id);
          model.set(to, model.get(from)!);
          model.delete(from);
          log.push(`rename ${from} -> ${to}`);
        } else if (kind === 'apply') {
          const set = await call('create_change_set', { label: `step ${step}` });
          const staged = new Map<string, string | null>();
          for (let i = 0, n = 1 + rng.int(4); i < n; i++) {
            const del = existing.length > 0 && rng.chance(0.3);
            const path = del ? rng.pick(existing) : rng.pick(PATHS);
            if (del && staged.get(path) === undefined && !model.has(path)) continue;
            if (del) {
              await call('add_file_change', { change_set_id: set.change_set_id, path, operation: 'delete' });
              staged.set(path, null);
            } else {
              const text = content(rng);
              await call('add_file_change', { change_set_id: set.change_set_id, path, content: text });
              staged.set(path, text);
            }
          }
          const r = await call('apply_change_set', { change_set_id: set.change_set_id, force: true });
          snapshot(r.snapshot_id);
          for (const [path, text] of staged) {
            if (text === null) model.delete(path);
            else model.set(path, text);
          }
          log.push(`apply ${[...staged].map(([p, t]) => (t === null ? `-${p}` : `+${p}`)).join(' ')}`);
        } else {
          const v = rng.pick(versions);
          const paths = [...v.files.keys()];
          if (!paths.length) continue;
          const path = rng.pick(paths);
          const r = await call('restore_file_from_version', { snapshot_id: v.snapshot_id, path });
          snapshot(r.snapshot_id);
          model.set(path, v.files.get(path)!);
          log.push(`restore ${path} from v${versions.indexOf(v)}`);
        }
        // The live tree always equals the model.
        const live = await svc.services.files.readFiles(appId);
        assert.deepEqual(Object.fromEntries(live), Object.fromEntries(model), `after step ${step} (${log.at(-1)}), seed ${SEED}`);
      }

      const listed = await call('list_saved_versions', { limit: 200 });
      assert.equal(listed.total, versions.length);

      // Each Saved Version holds exactly the tree it was taken from...
      for (const v of versions) {
        const stored = await svc.services.files.readVersionFiles(v.snapshot_id);
        assert.deepEqual(Object.fromEntries(stored), Object.fromEntries(v.files), `version ${v.snapshot_id}, seed ${SEED}`);
      }
      // ...and restoring each of its files through the tools gives back exactly those bytes.
      for (const v of versions) {
        for (const [path, text] of v.files) {
          await call('restore_file_from_version', { snapshot_id: v.snapshot_id, path });
          const read = await call('read_app_file', { path, max_chars: 10_000_000 });
          assert.equal(read.truncated, false);
          assert.equal(read.content, text, `restore ${path} from ${v.snapshot_id}, seed ${SEED}`);
          assert.equal(read.size, Buffer.byteLength(text, 'utf8'));
          const stored = await svc.services.files.readFile(appId, path);
          assert.ok(Buffer.from(stored!, 'utf8').equals(Buffer.from(text, 'utf8')), `bytes of ${path}, seed ${SEED}`);
        }
      }
    });
  });
}
