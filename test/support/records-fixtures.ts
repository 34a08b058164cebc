import type { TestService } from './harness.ts';
import { standardFixtures, mintTokens } from './scenarios.ts';

/** Generous limits: a table makes far more than 30 calls a minute with one token. */
export const RECORDS_ENV = { SVC_RATE_PER_MINUTE: '100000', SVC_RATE_PER_DAY: '1000000' };

/**
 * The cast of the records tables: the standard owner/other/readonly/locked tokens, tokens with single
 * scopes, an app in approval mode (with a token locked to it), studio JWTs, and entities with records:
 *   Project p1, p2 · Task t1..t6 (read only; t4 points at a missing project) · Contact (create/seed) ·
 *   Tag (empty) · Ticket k1..k6 (updates) · Item i1..i8 (deletes) · Product prod1..prod3 (schema changes) ·
 *   in the approval app: Note n1..n3.
 */
export async function recordFixtures(svc: TestService) {
  const base = await standardFixtures(svc);
  const r = svc.services.records;
  const owner = { type: 'owner' as const, id: base.owner.id, token_id: null, email: base.owner.email };
  const app = base.appId;
  await r.createSchema(app, owner, {
    entity: 'Project',
    fields: [
      { name: 'name', type: 'string', required: true },
      { name: 'budget', type: 'number' },
    ],
  });
  await r.createSchema(app, owner, {
    entity: 'Task',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'status', type: 'enum', values: ['todo', 'doing', 'done'], default: 'todo' },
      { name: 'priority', type: 'integer' },
      { name: 'done', type: 'boolean', default: false },
      { name: 'due', type: 'date' },
      { name: 'project', type: 'relation', target: 'Project' },
      { name: 'tags', type: 'array', items: 'string' },
      { name: 'notes', type: 'text' },
    ],
    indexes: [['status']],
  });
  await r.createSchema(app, owner, {
    entity: 'Contact',
    fields: [
      { name: 'name', type: 'string', required: true },
      { name: 'email', type: 'email' },
      { name: 'age', type: 'integer' },
      { name: 'vip', type: 'boolean', default: false },
    ],
  });
  await r.createSchema(app, owner, { entity: 'Tag', fields: [{ name: 'label', type: 'string', required: true }] });
  await r.createSchema(app, owner, {
    entity: 'Ticket',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'state', type: 'enum', values: ['open', 'closed'], default: 'open' },
      { name: 'points', type: 'integer' },
    ],
  });
  await r.createSchema(app, owner, {
    entity: 'Item',
    fields: [
      { name: 'label', type: 'string', required: true },
      { name: 'kind', type: 'enum', values: ['a', 'b'] },
    ],
  });
  await r.createSchema(app, owner, {
    entity: 'Product',
    fields: [
      { name: 'name', type: 'string', required: true },
      { name: 'price', type: 'number' },
      { name: 'color', type: 'string' },
    ],
  });
  const create = (appId: string, entity: string, records: Record<string, unknown>[], who = owner) =>
    r.executeNow(appId, who, { action: 'create', tool: 'fixture', entity, reason: 'fixture', records });
  await create(app, 'Project', [
    { id: 'p1', name: 'Alpha', budget: 1000 },
    { id: 'p2', name: 'Beta' },
  ]);
  await create(app, 'Task', [
    { id: 't1', title: 'Write spec', status: 'done', priority: 1, project: 'p1', tags: ['docs'] },
    { id: 't2', title: 'build API', status: 'doing', priority: 10, project: 'p1' },
    { id: 't3', title: 'Test', priority: 2, project: 'p2' },
    { id: 't4', title: 'deploy', priority: 3, project: 'p1' },
    { id: 't5', title: 'Alpha', priority: 20, due: '2025-01-01' },
    { id: 't6', title: 'zeta', status: 'done', priority: 5 },
  ]);
  // t4's project was deleted before relations were checked on write (data from an older version):
  // written behind the records service, which refuses dangling references now.
  await svc.services.db.run(
    svc.services.db.dialect === 'sqlite'
      ? "UPDATE records SET data = json_set(data, '$.project', 'p9') WHERE app_id = ? AND entity = 'Task' AND id = 't4'"
      : `UPDATE records SET data = jsonb_set(data, '{project}', '"p9"') WHERE app_id = ? AND entity = 'Task' AND id = 't4'`,
    [app],
  );
  await create(app, 'Ticket', [
    { id: 'k1', title: 'K1', points: 1 },
    { id: 'k2', title: 'K2', points: 2 },
    { id: 'k3', title: 'K3', points: 3 },
    { id: 'k4', title: 'K4', state: 'closed', points: 5 },
    { id: 'k5', title: 'K5', state: 'closed', points: 8 },
    { id: 'k6', title: 'K6', points: 13 },
  ]);
  await create(app, 'Item', [
    { id: 'i1', label: 'I1', kind: 'a' },
    { id: 'i2', label: 'I2', kind: 'a' },
    { id: 'i3', label: 'I3', kind: 'b' },
    { id: 'i4', label: 'I4', kind: 'b' },
    { id: 'i5', label: 'I5', kind: 'a' },
    { id: 'i6', label: 'I6', kind: 'b' },
    { id: 'i7', label: 'I7', kind: 'a' },
    { id: 'i8', label: 'I8' },
  ]);
  await create(app, 'Product', [
    { id: 'prod1', name: 'Pen', price: 5, color: 'red' },
    { id: 'prod2', name: 'Cup', price: 7 },
    { id: 'prod3', name: 'Hat' },
  ]);

  // The other account's app has a Task entity too.
  const other = { type: 'owner' as const, id: base.other.id, token_id: null, email: base.other.email };
  await r.createSchema(base.otherAppId, other, { entity: 'Task', fields: [{ name: 'title', type: 'string' }] });
  await create(base.otherAppId, 'Task', [{ id: 'o1', title: 'theirs' }], other);

  // An app of the owner whose record writes need approval.
  const apprApp = await svc.createApp(base.owner.id, 'Approval app');
  await r.createSchema(apprApp, owner, {
    entity: 'Note',
    fields: [
      { name: 'text', type: 'string', required: true },
      { name: 'pinned', type: 'boolean', default: false },
    ],
  });
  await create(apprApp, 'Note', [
    { id: 'n1', text: 'one' },
    { id: 'n2', text: 'two' },
    { id: 'n3', text: 'three' },
  ]);
  await r.setSettings(apprApp, { execution_mode: 'approval' }, { account_id: base.owner.id, via: 'tool' });

  const tokens = {
    ...base.tokens,
    ...(await mintTokens(svc, base.owner.id, {
      dataRead: ['data:read'],
      dataWrite: ['data:write'],
      updateOnly: ['update'],
      filesRW: ['files:read', 'files:write'],
      lockedAppr: { app_id: apprApp },
    })),
  };
  const jwt = (await svc.services.identity.issueJwt(base.owner)).access_token;
  const otherJwt = (await svc.services.identity.issueJwt(base.other)).access_token;
  return { ...base, tokens, apprApp, jwt, otherJwt, mcpToken: tokens.owner, state: {} as Record<string, any> };
}

export type RecordFixtures = Awaited<ReturnType<typeof recordFixtures>>;

/** A call to the studio's HTTP API with a bearer (a studio JWT, or anything else to test refusals). */
export async function studio(
  svc: TestService,
  method: string,
  path: string,
  bearer: string | null,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${svc.baseUrl}${path}`, {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

/** Records of an entity straight from the service (ids in id order, or the records with `full`). */
export async function idsOf(svc: TestService, appId: string, entity: string, filters: Record<string, unknown> = {}): Promise<string[]> {
  const out = await svc.services.records.query(appId, entity, { filters, sort: 'id', limit: 1000 });
  return (out.records as Array<{ id: string }>).map((r) => r.id);
}

export async function recordOf(svc: TestService, appId: string, entity: string, id: string): Promise<Record<string, any> | undefined> {
  const out = await svc.services.records.query(appId, entity, { filters: { id } });
  return (out.records as Array<Record<string, any>>)[0];
}
