import { standardFixtures } from './scenarios.ts';
import type { TestService } from './harness.ts';

/** Generous limits: a table makes far more than 30 calls a minute with one token. */
export const WORKSPACE_ENV = { SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' };

/** A small valid app: validate_app reports nothing for it. */
export const SEED: Record<string, string> = {
  'pages/Home.jsx': `import { Link } from 'react-router-dom';
import { createPageUrl } from '@svc/sdk';
import Button from '../components/Button.jsx';

export default function Home() {
  return (
    <div>
      <h1>Home</h1>
      <Button label="Go" />
      <Link to={createPageUrl('About')}>About</Link>
    </div>
  );
}
`,
  'pages/About.jsx': `export default function About() {
  return <p>About us</p>;
}
`,
  'components/Button.jsx': `export default function Button({ label }) {
  return <button className="px-2">{label}</button>;
}
`,
  'Layout.jsx': `export default function Layout({ children, currentPageName }) {
  return <main data-page={currentPageName}>{children}</main>;
}
`,
  'entities/Task.json': JSON.stringify(
    {
      name: 'Task',
      description: 'A task',
      fields: [
        { name: 'title', type: 'string', required: true },
        { name: 'project', type: 'relation', target: 'Project' },
      ],
    },
    null,
    2,
  ),
  'entities/Project.json': JSON.stringify({ name: 'Project', description: '', fields: [{ name: 'name', type: 'string' }] }, null, 2),
  'functions/hello.js': `Deno.serve(async (req) => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } }));
`,
};

/** The smallest PNG header the magic-byte check accepts, and a few more bytes. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
export const JPEG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
export const WEBP_BYTES = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(14)]);

/**
 * The cast of a workspace table: the standard owner/other/readonly/locked tokens, plus tokens with a
 * single scope, a token locked to a second app of the owner, the seeded app and two Saved Versions.
 */
export async function workspaceFixtures(svc: TestService) {
  const base = await standardFixtures(svc);
  const app2 = await svc.createApp(base.owner.id, 'Second app');
  // The second app's last activity is a minute old, so the seeded app is the newest.
  await svc.services.db.run('UPDATE apps SET last_activity_at = last_activity_at - 60000 WHERE id = ?', [app2]);
  const files = svc.services.files;
  await files.applyChanges(base.appId, { upserts: SEED });
  await files.applyChanges(base.otherAppId, {
    upserts: { 'pages/Home.jsx': SEED['pages/Home.jsx']!, 'components/Button.jsx': SEED['components/Button.jsx']! },
  });
  // Two Saved Versions: snapA holds SEED; snapB holds SEED with About changed and Contact added.
  const a = await files.applyChanges(
    base.appId,
    {
      upserts: {
        'pages/About.jsx': SEED['pages/About.jsx']!.replace('About us', 'About the team'),
        'pages/Contact.jsx': 'export default function Contact() {\n  return <p>Mail us</p>;\n}\n',
      },
    },
    { savedVersion: { cause_tool: 'write_app_file', label: 'seed' } },
  );
  const b = await files.applyChanges(
    base.appId,
    { upserts: { 'pages/About.jsx': SEED['pages/About.jsx']! }, deletes: ['pages/Contact.jsx'] },
    { savedVersion: { cause_tool: 'patch_app_file' } },
  );
  const foreignSnap = await files.createSavedVersion(base.otherAppId, 'write_app_file');
  const errs = svc.services.appErrors;
  await errs.recordRuntimeError(base.appId, {
    kind: 'runtime',
    message: "Cannot read properties of undefined (reading 'title')",
    path: 'pages/Home.jsx',
    line: 9,
    column: 14,
  });
  await errs.recordRuntimeError(base.appId, {
    kind: 'runtime',
    message: "Cannot read properties of undefined (reading 'title')",
    path: 'pages/Home.jsx',
    line: 9,
    column: 14,
  });
  await errs.recordRuntimeError(base.appId, { kind: 'network', message: 'GET /api/tasks failed with 500' });
  const token = (scopes: string[] | 'all', extra: Record<string, unknown> = {}) =>
    svc.createToken(base.owner.id, { scopes: scopes as never, ...extra });
  return {
    ...base,
    app2,
    snapA: a.snapshot_id!,
    snapB: b.snapshot_id!,
    foreignSnap: foreignSnap.snapshot_id,
    tokens: {
      ...base.tokens,
      lockedOther: await token('all', { app_id: app2 }),
      filesRead: await token(['files:read']),
      filesWrite: await token(['files:write']),
      update: await token(['update']),
      versionsRead: await token(['versions:read']),
      versionsWrite: await token(['versions:write']),
      publishOnly: await token(['publish']),
    },
  };
}

export type WorkspaceFixtures = Awaited<ReturnType<typeof workspaceFixtures>>;
