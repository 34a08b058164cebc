/**
 * Published apps are safe by default: anonymous visitors never write where no policy says so, the
 * generator gives every entity of the apps it makes a fitting policy, publish_app / validate_app /
 * get_app_security_context name the entities that expose personal-looking fields or writes to
 * anonymous visitors, and apps published before the change keep working through an explicit,
 * flagged policy. Everything through the real HTTP app data API and the tools.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decideEntityPolicy, type EntityAction, type EntityPolicy } from '../../src/security/policies.ts';
import { allMigrations } from '../../src/areas.ts';
import { migrate } from '../../src/storage/index.ts';
import { restClient, type ToolClient } from '../support/clients.ts';
import { pollJob } from '../support/generation.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { request } from '../support/hosting.ts';
import { SEED } from '../support/workspace-fixtures.ts';

const ENV = { SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' };

/** The demo prompts: apps of the kinds people ask for first, with people, content and forms in them. */
const DEMO_PROMPTS = [
  'A CRM to track contacts, companies and deals',
  'An app for my dog grooming salon where customers book appointments with groomers',
  'Inventory management for a small shop: products, suppliers and stock movements',
  'An equipment lending library: borrowers borrow equipment and we track loans with due dates',
  'Event registration: events with a date and venue, attendees register for events',
  'A blog with posts, authors and comments',
  'A recipe collection with ingredients and categories',
];

const BORROWER = JSON.stringify({
  name: 'Borrower',
  fields: [
    { name: 'full_name', type: 'string', required: true },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'string' },
  ],
});
const EQUIPMENT = JSON.stringify({ name: 'Equipment', fields: [{ name: 'title', type: 'string', required: true }] });

describe(`safe defaults for published apps [${TEST_DB}]`, { timeout: 300_000 }, () => {
  let svc: TestService;
  let c: ToolClient;
  let ownerId: string;

  const json = (path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) =>
    request(svc.baseUrl, path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }).then((r) => ({
      ...r,
      json: r.body ? JSON.parse(r.body) : null,
    }));

  async function call(tool: string, args: Record<string, unknown>) {
    const r = await c.call(tool, args);
    if (!r.ok) throw new Error(`${tool} failed: ${r.kind}: ${r.message}`);
    return r.result;
  }

  before(async () => {
    svc = await startTestService(ENV);
    const owner = await svc.createAccount();
    ownerId = owner.id;
    c = restClient(svc.baseUrl, await svc.createToken(owner.id));
  });
  after(async () => svc?.stop());

  it('an entity without a policy: anyone reads, anonymous visitors never write, signed-in members do', async () => {
    const appId = await svc.createApp(ownerId, 'Lending');
    await svc.services.files.applyChanges(appId, { upserts: { ...SEED, 'entities/Borrower.json': BORROWER } });
    const [ann] = (
      await call('create_entity_records', {
        app_id: appId,
        entity: 'Borrower',
        records: [{ full_name: 'Ann', email: 'ann@example.com', phone: '+44 1' }],
      })
    ).records;
    const published = await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    const base = `/p/${appId}/api/entities/Borrower`;
    // The reproduction: this answered 200 and deleted Ann.
    const del = await json(`${base}/${ann.id}`, 'DELETE');
    assert.equal(del.status, 401, del.body);
    assert.equal((await json(base, 'POST', { full_name: 'Mallory' })).status, 401);
    assert.equal((await json(`${base}/${ann.id}`, 'PATCH', { full_name: 'Mallory' })).status, 401);
    assert.equal((await call('query_entity', { app_id: appId, entity: 'Borrower' })).total, 1, 'nothing changed');
    assert.equal((await json(base)).status, 200, 'legacy reading stays open');
    // ... and the owner hears about it, naming the entity and the fields.
    assert.ok(
      published.security_warnings.some((w: string) =>
        /Entity Borrower: anonymous visitors can read personal-looking fields \(.*email.*phone/.test(w),
      ),
      JSON.stringify(published.security_warnings),
    );
    const validated = await call('validate_app', { app_id: appId });
    assert.ok(validated.security_warnings.some((w: string) => /Entity Borrower/.test(w)));
    const ctx = await call('get_app_security_context', { app_id: appId });
    const exposure = ctx.exposure.find((e: any) => e.entity === 'Borrower');
    assert.deepEqual(exposure, {
      entity: 'Borrower',
      personal_fields_readable: ['full_name', 'email', 'phone'],
      anonymous_read: true,
      anonymous_write: [],
      policy: 'none',
    });
    assert.ok(ctx.warnings.some((w: string) => /Entity Borrower: anonymous visitors can read personal-looking fields/.test(w)));
    // A signed-in member writes as before.
    await call('invite_app_member', { app_id: appId, email: 'staff@example.com', role: 'staff', password: 'staff password 1' });
    const login = await json(`/p/${appId}/api/auth/login`, 'POST', { email: 'staff@example.com', password: 'staff password 1' });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const created = await json(base, 'POST', { full_name: 'Bob' }, { cookie });
    assert.equal(created.status, 201, created.body);
    assert.equal((await json(`${base}/${created.json.id}`, 'DELETE', undefined, { cookie })).status, 200);
    // Opening writes is explicit, and then named by publish_app.
    await call('set_entity_policy', { app_id: appId, entity: 'Borrower', read: ['authenticated'], write: ['public'] });
    assert.equal((await json(base)).status, 401, 'reading is limited now');
    const again = await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    assert.ok(
      again.security_warnings.some((w: string) => /Entity Borrower: anonymous visitors can create, update, delete records/.test(w)),
    );
    assert.ok(!again.security_warnings.some((w: string) => /personal-looking/.test(w)), 'no longer readable');
    // A login-gated publication keeps anonymous visitors away from the data API: nothing to warn about.
    const gated = await call('publish_app', { app_id: appId, access_mode: 'public_auth' });
    assert.deepEqual(gated.security_warnings, []);
  });

  it('the owner manages every record in the preview and a private publication, whatever the policy', async () => {
    const appId = await svc.createApp(ownerId, 'Owner view');
    await svc.services.files.applyChanges(appId, { upserts: { ...SEED, 'entities/Equipment.json': EQUIPMENT } });
    await call('set_entity_policy', { app_id: appId, entity: 'Equipment', read: ['staff'], write: ['staff'] });
    await call('publish_app', { app_id: appId, access_mode: 'private' });
    const { token } = await svc.services.hosting.accessToken(appId);
    const first = await request(svc.baseUrl, `/p/${appId}/?svc_token=${token}`);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const created = await json(`/p/${appId}/api/entities/Equipment`, 'POST', { title: 'Drill' }, { cookie });
    assert.equal(created.status, 201, created.body);
    assert.equal((await json(`/p/${appId}/api/entities/Equipment/${created.json.id}`, 'DELETE', undefined, { cookie })).status, 200);
    // On a public publication the owner's link makes no difference: the policy decides.
    await call('publish_app', { app_id: appId, access_mode: 'public_open' });
    assert.equal((await json(`/p/${appId}/api/entities/Equipment`, 'POST', { title: 'Saw' }, { cookie })).status, 401);
  });

  it('every entity of every demo app refuses anonymous writes and deletes unless its policy allows them', async () => {
    for (const prompt of DEMO_PROMPTS) {
      const started = await call('create_app', { name: prompt.slice(0, 40), prompt });
      const job = await pollJob(c, started.job_id, 60_000);
      assert.ok(!job.result_summary?.error, `${prompt}: ${job.result_summary?.error}`);
      const appId = started.app_id;
      const entities: string[] = (await call('get_entities', { app_id: appId })).entities.map((e: any) => e.name);
      assert.ok(entities.length, `${prompt}: the app has entities`);
      assert.deepEqual(
        Object.keys(job.result_summary.entity_policies_set ?? {}).sort(),
        [...entities].sort(),
        `${prompt}: a policy per entity`,
      );
      await call('publish_app', { app_id: appId, access_mode: 'public_open' });
      const ctx = await call('get_app_security_context', { app_id: appId });
      assert.deepEqual(ctx.legacy_entities, [], `${prompt}: no entity is left to the legacy behaviour`);
      const policies = new Map<string, EntityPolicy>(ctx.entity_policies.map((p: EntityPolicy) => [p.entity, p]));
      for (const entity of entities) {
        assert.equal(ctx.policy_origins[entity], 'generated');
        const policy = policies.get(entity)!;
        const allows = (a: EntityAction) => decideEntityPolicy(policy, a, null).allow;
        assert.equal(allows('update'), false, `${prompt}: the generator never lets anonymous visitors update ${entity}`);
        assert.equal(allows('delete'), false, `${prompt}: the generator never lets anonymous visitors delete ${entity}`);
        const exposure = ctx.exposure.find((e: any) => e.entity === entity);
        assert.ok(
          !exposure.personal_fields_readable.some((f: string) => /email|full_name|birth/.test(f)),
          `${prompt}: ${entity}'s identifying fields are not readable by anonymous visitors`,
        );
        const base = `/p/${appId}/api/entities/${entity}`;
        const before = (await call('query_entity', { app_id: appId, entity, limit: 1 })) as { records: any[]; total: number };
        const target = before.records[0]?.id ?? 'rec_missing';
        const del = await json(`${base}/${target}`, 'DELETE');
        assert.equal(del.status, 401, `${prompt}: anonymous DELETE ${entity}: ${del.body}`);
        const patch = await json(`${base}/${target}`, 'PATCH', { id: 'x' });
        assert.equal(patch.status, 401, `${prompt}: anonymous PATCH ${entity}: ${patch.body}`);
        const post = await json(base, 'POST', {});
        if (allows('create')) assert.notEqual(post.status, 401, `${prompt}: ${entity} takes submissions (${post.body})`);
        else assert.equal(post.status, 401, `${prompt}: anonymous POST ${entity}: ${post.body}`);
        const list = await json(base);
        assert.equal(list.status, allows('read') ? 200 : 401, `${prompt}: anonymous GET ${entity}`);
        const after = await call('query_entity', { app_id: appId, entity, limit: 1 });
        assert.equal(after.total, before.total, `${prompt}: ${entity} is unchanged`);
      }
    }
  });

  it('apps published before the change keep working through explicit, flagged policies', async () => {
    const open = await svc.createApp(ownerId, 'Old open app');
    const gated = await svc.createApp(ownerId, 'Old gated app');
    const draft = await svc.createApp(ownerId, 'Old draft');
    for (const id of [open, gated, draft])
      await svc.services.files.applyChanges(id, {
        upserts: { ...SEED, 'entities/Equipment.json': EQUIPMENT, 'entities/Borrower.json': BORROWER },
      });
    await call('create_entity_records', { app_id: open, entity: 'Equipment', records: [{ title: 'Ladder' }] });
    await call('publish_app', { app_id: open, access_mode: 'public_open' });
    await call('publish_app', { app_id: gated, access_mode: 'public_auth' });
    await call('set_entity_policy', { app_id: open, entity: 'Borrower', read: ['staff'], write: ['staff'] });
    // Back to the state before the migration: no origin column, and the migration not yet applied.
    const db = svc.services.db;
    await db.exec("DELETE FROM schema_migrations WHERE id IN ('security:002_policy_origin', 'hosting:003_safe_entity_defaults')");
    await db.exec('ALTER TABLE entity_policies DROP COLUMN origin');
    // Records without a schema file are an entity too.
    await db.run('INSERT INTO records (app_id, entity, id, data, created_date, updated_date, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      open,
      'Orphan',
      'rec_orphan',
      '{}',
      Date.now(),
      Date.now(),
      null,
    ]);
    assert.deepEqual(await migrate(db, allMigrations), ['security:002_policy_origin', 'hosting:003_safe_entity_defaults']);
    await new Promise((r) => setTimeout(r, 1100)); // the 1 s policy cache
    const ctx = await call('get_app_security_context', { app_id: open });
    // SEED brings Project and Task.
    assert.deepEqual(ctx.migrated_entities, ['Equipment', 'Orphan', 'Project', 'Task']);
    assert.deepEqual(ctx.policy_origins, {
      Borrower: 'owner',
      Equipment: 'migrated_legacy',
      Orphan: 'migrated_legacy',
      Project: 'migrated_legacy',
      Task: 'migrated_legacy',
    });
    const eq = ctx.entity_policies.find((p: EntityPolicy) => p.entity === 'Equipment');
    assert.deepEqual([eq.read, eq.write, eq.rules], [['public'], ['public'], null]);
    assert.ok(ctx.warnings.some((w: string) => /Entity Equipment got a policy that keeps its old open behaviour/.test(w)));
    assert.ok(ctx.warnings.some((w: string) => /Entity Equipment: anonymous visitors can create, update, delete/.test(w)));
    // It keeps working as it did: anonymous visitors still write Equipment; the owner's own policy is untouched.
    const created = await json(`/p/${open}/api/entities/Equipment`, 'POST', { title: 'Rope' });
    assert.equal(created.status, 201, created.body);
    assert.equal((await json(`/p/${open}/api/entities/Equipment/${created.json.id}`, 'DELETE')).status, 200);
    assert.equal((await json(`/p/${open}/api/entities/Borrower`)).status, 401);
    // Gated and unpublished apps had no anonymous writers: they get the safe default, no policy.
    for (const id of [gated, draft]) {
      const other = await call('get_app_security_context', { app_id: id });
      assert.deepEqual(other.entity_policies, [], id);
      assert.deepEqual(other.migrated_entities, []);
    }
    // Setting a policy clears the flag.
    await call('set_entity_policy', { app_id: open, entity: 'Equipment', read: ['public'], write: ['authenticated'] });
    assert.deepEqual((await call('get_app_security_context', { app_id: open })).migrated_entities, ['Orphan', 'Project', 'Task']);
  });
});
