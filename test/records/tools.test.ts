/**
 * Scenario tables of the records tools, over both transports (MCP SDK client and REST bridge), on
 * the suite's database. Rows run in order on one store per transport; write rows use their own
 * entity so the tables read top to bottom (see support/records-fixtures.ts for the data).
 */
import assert from 'node:assert/strict';
import { scenarios } from '../support/scenarios.ts';
import { idsOf, RECORDS_ENV, recordFixtures, recordOf, type RecordFixtures } from '../support/records-fixtures.ts';

type Row = Parameters<typeof scenarios<RecordFixtures>>[2][number];
const ids = (r: any) => (r.records as Array<{ id: string }>).map((x) => x.id);
const count = async (t: any, appId: string, entity: string) => (await t.svc.services.records.countByEntity(appId))[entity] ?? 0;
const audit = async (t: any, appId: string, entity: string) =>
  t.svc.services.db.all('SELECT * FROM record_writes WHERE app_id = ? AND entity = ? ORDER BY at DESC, id DESC', [appId, entity]);
const Q = 'query_entity';

const queryRows: Row[] = [
  {
    name: 'query_entity: defaults are -created_date (id tiebreak), limit 100, offset 0, with built-in fields',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task' }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.deepEqual(ids(r), ['t6', 't5', 't4', 't3', 't2', 't1']);
        assert.equal(r.count, 6);
        assert.equal(r.total, 6);
        assert.equal(r.limit, 100);
        assert.equal(r.offset, 0);
        assert.equal(r.sort, '-created_date');
        assert.equal(r.has_more, false);
        const t1 = r.records[5];
        assert.equal(t1.title, 'Write spec');
        assert.deepEqual(t1.tags, ['docs']);
        assert.equal(t1.done, false, 'default filled at create');
        assert.match(t1.created_date, /^\d{4}-\d\d-\d\dT/);
        assert.match(t1.updated_date, /^\d{4}-\d\d-\d\dT/);
        assert.equal(t1.created_by, f.owner.email);
      },
    },
  },
  {
    name: 'query_entity: filter on an enum field',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', filters: { status: 'todo' } }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['t5', 't4', 't3']) },
  },
  {
    name: 'query_entity: several filter keys all match',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', filters: { status: 'done', priority: 5 } }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['t6']) },
  },
  {
    name: 'query_entity: filter on a relation',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', filters: { project: 'p1' } }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['t2', 't1']) },
  },
  {
    name: 'query_entity: null matches unset fields',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', filters: { due: null } }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['t6', 't4', 't3', 't2', 't1']) },
  },
  {
    name: 'query_entity: sort by an integer field is numeric',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', sort: 'priority' }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['t1', 't3', 't4', 't6', 't2', 't5']) },
  },
  {
    name: 'query_entity: leading - sorts descending',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', sort: '-priority' }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['t5', 't2', 't6', 't4', 't3', 't1']) },
  },
  {
    name: 'query_entity: strings sort bytewise',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', sort: 'title' }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['t5', 't3', 't1', 't2', 't4', 't6']) },
  },
  {
    name: 'query_entity: limit and offset page through',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', limit: 2, offset: 2 }),
    expect: { ok: true, check: (r) => (assert.deepEqual(ids(r), ['t4', 't3']), assert.equal(r.total, 6), assert.equal(r.has_more, true)) },
  },
  {
    name: 'query_entity: an offset past the end is empty',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', offset: 50 }),
    expect: { ok: true, check: (r) => (assert.deepEqual(ids(r), []), assert.equal(r.total, 6)) },
  },
  {
    name: 'query_entity: a filter of the wrong type is refused',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', filters: { priority: '2' } }),
    expect: { error: 'invalid_request', message: /filters\.priority: expected a number \(priority is an integer field\), got string "2"/ },
  },
  {
    name: 'query_entity: an unknown filter field is refused, naming the fields',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', filters: { colour: 'red' } }),
    expect: { error: 'invalid_request', message: /Task has no field "colour" \(fields: title, status/ },
  },
  {
    name: 'query_entity: a filter on an array field is refused',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', filters: { tags: ['docs'] } }),
    expect: { error: 'invalid_request', message: /array fields are not supported/ },
  },
  {
    name: 'query_entity: an unknown sort field is refused',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', sort: '-colour' }),
    expect: { error: 'invalid_request', message: /no field "colour"/ },
  },
  {
    name: 'query_entity: limit 0 is invalid',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', limit: 0 }),
    expect: { error: 'invalid_params', message: /limit/ },
  },
  {
    name: 'query_entity: limit over 1000 is refused',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', limit: 1001 }),
    expect: { error: 'invalid_request', message: /at most 1000/ },
  },
  {
    name: 'query_entity: a negative offset is invalid',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', offset: -1 }),
    expect: { error: 'invalid_params' },
  },
  {
    name: 'query_entity: entity is required',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId }),
    expect: { error: 'invalid_params', message: /entity/ },
  },
  { name: 'query_entity: app_id is required', as: 'owner', tool: Q, args: { entity: 'Task' }, expect: { error: 'invalid_params' } },
  {
    name: 'query_entity: an unknown entity is not found, listing the entities',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Order' }),
    expect: { error: 'not_found', message: /Entity Order not found: .*Contact, Item, Product, Project, Tag, Task, Ticket/ },
  },
  {
    name: 'query_entity: a wrongly cased entity gets a hint',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'task' }),
    expect: { error: 'not_found', message: /did you mean Task\?/ },
  },
  {
    name: 'query_entity: a read-only token (read) may query',
    as: 'readonly',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Project' }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['p2', 'p1']) },
  },
  {
    name: 'query_entity: a data:read token may query',
    as: 'dataRead',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Project' }),
    expect: { ok: true },
  },
  {
    name: 'query_entity: a token without read or data:read is denied',
    as: 'filesRW',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task' }),
    expect: { error: 'permission_denied', message: /needs one of the scopes read, data:read/ },
  },
  {
    name: 'query_entity: a token with only update is denied',
    as: 'updateOnly',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task' }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'query_entity: a foreign app is App not found',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.otherAppId, entity: 'Task' }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'query_entity: another account cannot read the owner app',
    as: 'other',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task' }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'query_entity: the other account reads its own app',
    as: 'other',
    tool: Q,
    args: (f) => ({ app_id: f.otherAppId, entity: 'Task' }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['o1']) },
  },
  {
    name: 'query_entity: an app-locked token reads its app',
    as: 'locked',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', filters: { status: 'doing' } }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['t2']) },
  },
  {
    name: 'query_entity: an app-locked token naming another app is denied',
    as: 'lockedAppr',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task' }),
    expect: { error: 'permission_denied', message: /locked to app/ },
  },
];

const C = 'create_entity_records';
const createRows: Row[] = [
  {
    name: 'create_entity_records: valid records are created with defaults, ids and the caller as created_by',
    as: 'owner',
    tool: C,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Contact',
      records: [{ name: 'Ann', email: 'ann@example.com', age: 30 }, { name: 'Bob' }],
      reason: 'import from CSV',
      expected_count: 2,
    }),
    expect: {
      ok: true,
      check: (r, f) => {
        assert.equal(r.awaiting_approval, false);
        assert.equal(r.affected_count, 2);
        assert.equal(r.record_ids.length, 2);
        assert.deepEqual(
          r.records.map((x: any) => x.name),
          ['Ann', 'Bob'],
        );
        assert.equal(r.records[1].vip, false);
        assert.equal(r.records[0].created_by, f.owner.email);
        assert.match(r.record_ids[0], /^rec_/);
      },
    },
    after: async (f, _o, t) => {
      assert.equal(await count(t, f.appId, 'Contact'), 2);
      const [a] = await audit(t, f.appId, 'Contact');
      assert.equal(a.tool, 'create_entity_records');
      assert.equal(a.action, 'create');
      assert.equal(Number(a.count), 2);
      assert.equal(a.reason, 'import from CSV');
      assert.equal(a.account_id, f.owner.id);
      assert.ok(a.token_id);
      assert.ok(Number(a.at) > Date.now() - 60_000);
      assert.equal(JSON.parse(a.record_ids).length, 2);
    },
  },
  {
    name: 'create_entity_records: invalid records are refused with every problem named by index and field; nothing is written',
    as: 'owner',
    tool: C,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Contact',
      records: [{ name: 'Cy', age: 'old' }, { email: 'not-an-email', vip: 'yes' }, { name: 'Ok' }],
      expected_count: 3,
    }),
    expect: {
      error: 'invalid_request',
      message:
        /records\[0\]\.age: expected an integer, got "old".*records\[1\]\.email: expected an email address.*records\[1\]\.vip: expected true or false.*records\[1\]\.name: required field is missing.*Nothing was written/,
    },
    after: async (f, o, t) => {
      assert.equal(await count(t, f.appId, 'Contact'), 2);
      assert.ok(!o.ok && o.data.problems.length === 4);
      assert.deepEqual(o.ok ? [] : o.data.problems.map((p: any) => `${p.index}.${p.field}`).sort(), [
        '0.age',
        '1.email',
        '1.name',
        '1.vip',
      ]);
    },
  },
  {
    name: 'create_entity_records: unknown and built-in fields are named',
    as: 'owner',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'Dee', phone: '123', created_date: '2020-01-01' }] }),
    expect: {
      error: 'invalid_request',
      message: /records\[0\]\.phone: unknown field; Contact has name, email, age, vip.*records\[0\]\.created_date: built-in field/,
    },
    after: async (f, _o, t) => assert.equal(await count(t, f.appId, 'Contact'), 2),
  },
  {
    name: 'create_entity_records: an expected_count mismatch aborts and writes nothing',
    as: 'owner',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'Eve' }, { name: 'Fay' }], expected_count: 3 }),
    expect: { error: 'conflict', message: /expected_count is 3 but the write would affect 2 records; nothing was written/ },
    after: async (f, o, t) => {
      assert.equal(await count(t, f.appId, 'Contact'), 2);
      assert.ok(!o.ok && o.data.expected_count === 3 && o.data.actual_count === 2);
    },
  },
  {
    name: 'create_entity_records: a chosen id is kept',
    as: 'owner',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ id: 'c-1', name: 'Gus' }] }),
    expect: { ok: true, check: (r) => assert.deepEqual(r.record_ids, ['c-1']) },
  },
  {
    name: 'create_entity_records: a chosen id that exists is refused',
    as: 'owner',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'Hal' }, { id: 'c-1', name: 'Gus again' }] }),
    expect: { error: 'invalid_request', message: /records\[1\]\.id: a Contact record with id "c-1" already exists/ },
    after: async (f, _o, t) => assert.equal(await count(t, f.appId, 'Contact'), 3),
  },
  {
    name: 'create_entity_records: the same id twice in one call is refused',
    as: 'owner',
    tool: C,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Contact',
      records: [
        { id: 'dup', name: 'A' },
        { id: 'dup', name: 'B' },
      ],
    }),
    expect: { error: 'invalid_request', message: /records\[1\]\.id: the id "dup" is also used by records\[0\]/ },
  },
  {
    name: 'create_entity_records: an empty list is invalid',
    as: 'owner',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [] }),
    expect: { error: 'invalid_params', message: /records/ },
  },
  {
    name: 'create_entity_records: records must be objects',
    as: 'owner',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: ['Ann'] }),
    expect: { error: 'invalid_params', message: /records\.0/ },
  },
  {
    name: 'create_entity_records: an unknown argument is invalid',
    as: 'owner',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'x' }], dry_run: true }),
    expect: { error: 'invalid_params', message: /unknown argument\(s\) dry_run/ },
  },
  {
    name: 'create_entity_records: an unknown entity is not found',
    as: 'owner',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Order', records: [{ a: 1 }] }),
    expect: { error: 'not_found', message: /Entity Order not found/ },
  },
  {
    name: 'create_entity_records: a read-only token is denied',
    as: 'readonly',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'x' }] }),
    expect: { error: 'permission_denied', message: /needs one of the scopes update, data:write/ },
  },
  {
    name: 'create_entity_records: a data:read token is denied',
    as: 'dataRead',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'x' }] }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'create_entity_records: a data:write token may create',
    as: 'dataWrite',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'Ida' }] }),
    expect: { ok: true },
    after: async (f, _o, t) => assert.equal(await count(t, f.appId, 'Contact'), 4),
  },
  {
    name: 'create_entity_records: an update token may create',
    as: 'updateOnly',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'Jo' }] }),
    expect: { ok: true },
  },
  {
    name: 'create_entity_records: a foreign app is App not found',
    as: 'owner',
    tool: C,
    args: (f) => ({ app_id: f.otherAppId, entity: 'Task', records: [{ title: 'x' }] }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'create_entity_records: another account cannot write the owner app',
    as: 'other',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'x' }] }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'create_entity_records: an app-locked token writes its app',
    as: 'locked',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'Kim' }] }),
    expect: { ok: true },
  },
  {
    name: 'create_entity_records: an app-locked token naming another app is denied',
    as: 'lockedAppr',
    tool: C,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'x' }] }),
    expect: { error: 'permission_denied', message: /locked to app/ },
    after: async (f, _o, t) => assert.equal(await count(t, f.appId, 'Contact'), 6),
  },
];

const S = 'seed_entity';
const seedRows: Row[] = [
  {
    name: 'seed_entity: skip_if_not_empty (default) writes nothing when records exist',
    as: 'owner',
    tool: S,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'Seed' }] }),
    expect: {
      ok: true,
      check: (r) => (assert.equal(r.skipped, true), assert.equal(r.affected_count, 0), assert.equal(r.existing_count, 6)),
    },
    after: async (f, _o, t) => assert.equal(await count(t, f.appId, 'Contact'), 6),
  },
  {
    name: 'seed_entity: append adds anyway',
    as: 'owner',
    tool: S,
    args: (f) => ({ app_id: f.appId, entity: 'Contact', records: [{ name: 'Seed' }], mode: 'append', reason: 'demo data' }),
    expect: { ok: true, check: (r) => assert.equal(r.affected_count, 1) },
    after: async (f, _o, t) => {
      assert.equal(await count(t, f.appId, 'Contact'), 7);
      const [a] = await audit(t, f.appId, 'Contact');
      assert.equal(a.tool, 'seed_entity');
      assert.equal(a.reason, 'demo data');
    },
  },
  {
    name: 'seed_entity: an empty entity is seeded',
    as: 'owner',
    tool: S,
    args: (f) => ({ app_id: f.appId, entity: 'Tag', records: [{ label: 'red' }, { label: 'blue' }] }),
    expect: { ok: true, check: (r) => (assert.equal(r.affected_count, 2), assert.ok(!r.skipped)) },
    after: async (f, _o, t) => assert.equal(await count(t, f.appId, 'Tag'), 2),
  },
  {
    name: 'seed_entity: invalid records are refused',
    as: 'owner',
    tool: S,
    args: (f) => ({ app_id: f.appId, entity: 'Tag', mode: 'append', records: [{ label: 3 }] }),
    expect: { error: 'invalid_request', message: /records\[0\]\.label: expected a string/ },
  },
  {
    name: 'seed_entity: an unknown mode is invalid',
    as: 'owner',
    tool: S,
    args: (f) => ({ app_id: f.appId, entity: 'Tag', records: [{ label: 'x' }], mode: 'replace' }),
    expect: { error: 'invalid_params', message: /mode/ },
  },
  {
    name: 'seed_entity: a read-only token is denied',
    as: 'readonly',
    tool: S,
    args: (f) => ({ app_id: f.appId, entity: 'Tag', records: [{ label: 'x' }] }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'seed_entity: a foreign app is App not found',
    as: 'owner',
    tool: S,
    args: (f) => ({ app_id: f.otherAppId, entity: 'Task', records: [{ title: 'x' }] }),
    expect: { error: 'not_found', message: 'App not found' },
  },
];

const U = 'update_entity_records';
const updateRows: Row[] = [
  {
    name: 'update_entity_records: by record_ids with changes and a matching expected_count',
    as: 'owner',
    tool: U,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Ticket',
      record_ids: ['k1', 'k2'],
      changes: { state: 'closed' },
      reason: 'sprint end',
      expected_count: 2,
    }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.affected_count, 2);
        assert.deepEqual(r.record_ids.sort(), ['k1', 'k2']);
        assert.ok(
          r.records.every((x: any) => x.state === 'closed' && x.title.startsWith('K')),
          'changes merged, other fields kept',
        );
      },
    },
    after: async (f, _o, t) => {
      assert.deepEqual(await idsOf(t.svc, f.appId, 'Ticket', { state: 'closed' }), ['k1', 'k2', 'k4', 'k5']);
      const [a] = await audit(t, f.appId, 'Ticket');
      assert.equal(a.action, 'update');
      assert.equal(a.reason, 'sprint end');
      assert.equal(Number(a.count), 2);
    },
  },
  {
    name: 'update_entity_records: by a filter object',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', filters: { state: 'open' }, changes: { points: 0 }, expected_count: 2 }),
    expect: { ok: true, check: (r) => assert.deepEqual(r.record_ids, ['k3', 'k6']) },
    after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.appId, 'Ticket', { points: 0 }), ['k3', 'k6']),
  },
  {
    name: 'update_entity_records: by a list of filter objects (any one matches)',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', filters: [{ points: 5 }, { points: 8 }], changes: { title: 'Renamed' } }),
    expect: { ok: true, check: (r) => (assert.deepEqual(r.record_ids, ['k4', 'k5']), assert.equal(r.affected_count, 2)) },
    after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.appId, 'Ticket', { title: 'Renamed' }), ['k4', 'k5']),
  },
  {
    name: 'update_entity_records: record_ids and filters together select their intersection',
    as: 'owner',
    tool: U,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Ticket',
      record_ids: ['k4', 'k5', 'k6'],
      filters: { title: 'Renamed' },
      changes: { points: 21 },
      expected_count: 2,
    }),
    expect: { ok: true, check: (r) => assert.deepEqual(r.record_ids, ['k4', 'k5']) },
  },
  {
    name: 'update_entity_records: per-record updates',
    as: 'owner',
    tool: U,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Ticket',
      updates: [
        { record_id: 'k1', changes: { points: 11 } },
        { record_id: 'k2', changes: { points: 12, title: 'Two' } },
      ],
      expected_count: 2,
    }),
    expect: { ok: true, check: (r) => assert.equal(r.affected_count, 2) },
    after: async (f, _o, t) => {
      assert.equal((await recordOf(t.svc, f.appId, 'Ticket', 'k1'))!.points, 11);
      const k2 = (await recordOf(t.svc, f.appId, 'Ticket', 'k2'))!;
      assert.equal(k2.points, 12);
      assert.equal(k2.title, 'Two');
      assert.equal(k2.state, 'closed');
      assert.ok(k2.updated_date >= k2.created_date);
    },
  },
  {
    name: 'update_entity_records: an expected_count mismatch aborts and changes nothing',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', filters: { state: 'closed' }, changes: { points: 99 }, expected_count: 3 }),
    expect: { error: 'conflict', message: /expected_count is 3 but the write would affect 4 records; nothing was written/ },
    after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.appId, 'Ticket', { points: 99 }), []),
  },
  {
    name: 'update_entity_records: an unknown record id is not found and nothing changes',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k1', 'nope'], changes: { points: 1 } }),
    expect: { error: 'not_found', message: /Ticket records not found: nope; nothing was written/ },
    after: async (f, _o, t) => assert.equal((await recordOf(t.svc, f.appId, 'Ticket', 'k1'))!.points, 11),
  },
  {
    name: 'update_entity_records: with expected_count, a missing id is a count mismatch',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k1', 'nope'], changes: { points: 1 }, expected_count: 2 }),
    expect: { error: 'conflict', message: /expected_count is 2 but the write would affect 1 record \(not found: nope\)/ },
  },
  {
    name: 'update_entity_records: an invalid value is named with its field',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k1'], changes: { points: 'many' } }),
    expect: { error: 'invalid_request', message: /points: expected an integer, got "many"/ },
  },
  {
    name: 'update_entity_records: a required field cannot be cleared',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k1'], changes: { title: null } }),
    expect: { error: 'invalid_request', message: /title: required field cannot be cleared/ },
  },
  {
    name: 'update_entity_records: an unknown field is named',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k1'], changes: { colour: 'red' } }),
    expect: { error: 'invalid_request', message: /colour: unknown field/ },
  },
  {
    name: 'update_entity_records: invalid per-record updates are named by index and field',
    as: 'owner',
    tool: U,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Ticket',
      updates: [
        { record_id: 'k1', changes: { points: 2 } },
        { record_id: 'k2', changes: { state: 'archived' } },
      ],
    }),
    expect: { error: 'invalid_request', message: /updates\[1\]\.state: expected one of "open", "closed"/ },
    after: async (f, _o, t) => assert.equal((await recordOf(t.svc, f.appId, 'Ticket', 'k1'))!.points, 11),
  },
  {
    name: 'update_entity_records: empty filters without expected_count are refused',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', filters: {}, changes: { points: 0 } }),
    expect: { error: 'invalid_request', message: /select every record.*expected_count/ },
  },
  {
    name: 'update_entity_records: no selection is refused',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', changes: { points: 0 } }),
    expect: { error: 'invalid_request', message: /record_ids. or .filters/ },
  },
  {
    name: 'update_entity_records: neither changes nor updates is refused',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k1'] }),
    expect: { error: 'invalid_request', message: /changes.*updates/ },
  },
  {
    name: 'update_entity_records: updates combined with changes is refused',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', changes: { points: 1 }, updates: [{ record_id: 'k1', changes: { points: 2 } }] }),
    expect: { error: 'invalid_request', message: /do not combine/ },
  },
  {
    name: 'update_entity_records: a filter of the wrong type is refused',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', filters: { points: '5' }, changes: { points: 0 } }),
    expect: { error: 'invalid_request', message: /expected a number/ },
  },
  {
    name: 'update_entity_records: null clears a field',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k3'], changes: { points: null } }),
    expect: { ok: true, check: (r) => assert.equal('points' in r.records[0], false) },
    after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.appId, 'Ticket', { points: null }), ['k3']),
  },
  {
    name: 'update_entity_records: empty filters with the right expected_count update every record',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', filters: {}, changes: { state: 'open' }, expected_count: 6 }),
    expect: { ok: true, check: (r) => assert.equal(r.affected_count, 6) },
    after: async (f, _o, t) => assert.equal((await idsOf(t.svc, f.appId, 'Ticket', { state: 'open' })).length, 6),
  },
  {
    name: 'update_entity_records: a read-only token is denied',
    as: 'readonly',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k1'], changes: { points: 0 } }),
    expect: { error: 'permission_denied', message: /update, data:write/ },
  },
  {
    name: 'update_entity_records: a data:read token is denied',
    as: 'dataRead',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k1'], changes: { points: 0 } }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'update_entity_records: a foreign app is App not found',
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.otherAppId, entity: 'Task', record_ids: ['o1'], changes: { title: 'mine' } }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'update_entity_records: an app-locked token naming another app is denied',
    as: 'lockedAppr',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_ids: ['k1'], changes: { points: 0 } }),
    expect: { error: 'permission_denied' },
  },
  {
    name: "update_entity_records: another app's record id through this app is not found and untouched",
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Task', record_ids: ['o1'], changes: { title: 'mine' } }),
    expect: { error: 'not_found', message: /Task records not found: o1; nothing was written/ },
    after: async (f, _o, t) => assert.equal((await recordOf(t.svc, f.otherAppId, 'Task', 'o1'))?.title, 'theirs'),
  },
  {
    name: "update_entity_records: another app's record id in updates is not found and untouched",
    as: 'owner',
    tool: U,
    args: (f) => ({ app_id: f.appId, entity: 'Task', updates: [{ record_id: 'o1', changes: { title: 'mine' } }] }),
    expect: { error: 'not_found', message: /not found: o1/ },
    after: async (f, _o, t) => assert.equal((await recordOf(t.svc, f.otherAppId, 'Task', 'o1'))?.title, 'theirs'),
  },
];

const U1 = 'update_entity_record';
const updateOneRows: Row[] = [
  {
    name: 'update_entity_record: data is merged into the one record',
    as: 'owner',
    tool: U1,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_id: 'k1', data: { title: 'One' }, reason: 'typo' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.record.id, 'k1'),
        assert.equal(r.record.title, 'One'),
        assert.equal(r.record.points, 11),
        assert.equal(r.affected_count, 1)
      ),
    },
    after: async (f, _o, t) => {
      const [a] = await audit(t, f.appId, 'Ticket');
      assert.equal(a.tool, 'update_entity_record');
      assert.equal(a.reason, 'typo');
    },
  },
  {
    name: 'update_entity_record: an unknown id is not found',
    as: 'owner',
    tool: U1,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_id: 'nope', data: { title: 'x' } }),
    expect: { error: 'not_found', message: /not found: nope/ },
  },
  {
    name: 'update_entity_record: an invalid value is named',
    as: 'owner',
    tool: U1,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_id: 'k1', data: { state: 'gone' } }),
    expect: { error: 'invalid_request', message: /state: expected one of/ },
  },
  {
    name: 'update_entity_record: data is required',
    as: 'owner',
    tool: U1,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_id: 'k1' }),
    expect: { error: 'invalid_params', message: /data/ },
  },
  {
    name: 'update_entity_record: a read-only token is denied',
    as: 'readonly',
    tool: U1,
    args: (f) => ({ app_id: f.appId, entity: 'Ticket', record_id: 'k1', data: { title: 'x' } }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'update_entity_record: a foreign app is App not found',
    as: 'owner',
    tool: U1,
    args: (f) => ({ app_id: f.otherAppId, entity: 'Task', record_id: 'o1', data: { title: 'x' } }),
    expect: { error: 'not_found', message: 'App not found' },
  },
];

const D = 'delete_entity_records';
const deleteRows: Row[] = [
  {
    name: 'delete_entity_records: by record_ids',
    as: 'owner',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item', record_ids: ['i1'], expected_count: 1, reason: 'duplicate' }),
    expect: {
      ok: true,
      check: (r) => (assert.deepEqual(r.record_ids, ['i1']), assert.equal(r.affected_count, 1), assert.equal(r.awaiting_approval, false)),
    },
    after: async (f, _o, t) => {
      assert.equal(await count(t, f.appId, 'Item'), 7);
      const [a] = await audit(t, f.appId, 'Item');
      assert.equal(a.action, 'delete');
      assert.equal(a.reason, 'duplicate');
      assert.deepEqual(JSON.parse(a.record_ids), ['i1']);
    },
  },
  {
    name: 'delete_entity_records: an expected_count mismatch deletes nothing',
    as: 'owner',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item', filters: { kind: 'b' }, expected_count: 2 }),
    expect: { error: 'conflict', message: /expected_count is 2 but the write would affect 3 records/ },
    after: async (f, _o, t) => assert.equal(await count(t, f.appId, 'Item'), 7),
  },
  {
    name: 'delete_entity_records: by a filter object',
    as: 'owner',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item', filters: { kind: 'b' }, expected_count: 3 }),
    expect: { ok: true, check: (r) => assert.deepEqual(r.record_ids, ['i3', 'i4', 'i6']) },
    after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.appId, 'Item'), ['i2', 'i5', 'i7', 'i8']),
  },
  {
    name: 'delete_entity_records: by a list of filter objects',
    as: 'owner',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item', filters: [{ label: 'I2' }, { kind: null }] }),
    expect: { ok: true, check: (r) => assert.deepEqual(r.record_ids, ['i2', 'i8']) },
    after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.appId, 'Item'), ['i5', 'i7']),
  },
  {
    name: 'delete_entity_records: an unknown id is not found and nothing is deleted',
    as: 'owner',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item', record_ids: ['i5', 'zzz'] }),
    expect: { error: 'not_found', message: /not found: zzz/ },
    after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.appId, 'Item'), ['i5', 'i7']),
  },
  {
    name: 'delete_entity_records: empty filters without expected_count are refused',
    as: 'owner',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item', filters: {} }),
    expect: { error: 'invalid_request', message: /expected_count/ },
  },
  {
    name: 'delete_entity_records: no selection is refused',
    as: 'owner',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item' }),
    expect: { error: 'invalid_request' },
  },
  {
    name: 'delete_entity_records: a read-only token is denied',
    as: 'readonly',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item', record_ids: ['i5'] }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'delete_entity_records: a data:read token is denied',
    as: 'dataRead',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item', record_ids: ['i5'] }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'delete_entity_records: a foreign app is App not found',
    as: 'owner',
    tool: D,
    args: (f) => ({ app_id: f.otherAppId, entity: 'Task', record_ids: ['o1'] }),
    expect: { error: 'not_found', message: 'App not found' },
    after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.otherAppId, 'Task'), ['o1']),
  },
  {
    name: "delete_entity_records: another app's record id through this app is not found and kept",
    as: 'owner',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Task', record_ids: ['o1'] }),
    expect: { error: 'not_found', message: /not found: o1/ },
    after: async (f, _o, t) => assert.deepEqual(await idsOf(t.svc, f.otherAppId, 'Task'), ['o1']),
  },
  {
    name: 'delete_entity_records: another account cannot delete',
    as: 'other',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item', record_ids: ['i5'] }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'delete_entity_records: empty filters with the right expected_count delete every record',
    as: 'locked',
    tool: D,
    args: (f) => ({ app_id: f.appId, entity: 'Item', filters: {}, expected_count: 2 }),
    expect: { ok: true, check: (r) => assert.equal(r.affected_count, 2) },
    after: async (f, _o, t) => assert.equal(await count(t, f.appId, 'Item'), 0),
  },
];

const CS = 'create_entity_schema';
const invoice = {
  entity: 'Invoice',
  description: 'Bills',
  fields: [
    { name: 'number', type: 'string', required: true },
    { name: 'amount', type: 'number' },
    { name: 'status', type: 'enum', values: ['draft', 'sent'], default: 'draft' },
    { name: 'customer', type: 'relation', target: 'Contact' },
  ],
  indexes: [['status']],
};
const schemaRows: Row[] = [
  {
    name: 'create_entity_schema: writes entities/<Name>.json with a Saved Version and creates its indexes',
    as: 'owner',
    tool: CS,
    args: (f) => ({ app_id: f.appId, ...invoice }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.path, 'entities/Invoice.json');
        assert.ok(r.snapshot_id);
        assert.deepEqual(
          r.schema.fields.find((x: any) => x.name === 'customer'),
          { name: 'customer', type: 'relation', target: 'Contact' },
        );
        assert.equal(r.indexes.length, 1);
        assert.deepEqual(r.warnings, []);
      },
    },
    after: async (f, o, t) => {
      const text = await t.svc.services.files.readFile(f.appId, 'entities/Invoice.json');
      const json = JSON.parse(text!);
      assert.equal(json.name, 'Invoice');
      assert.deepEqual(json.indexes, [['status']]);
      const version = await t.svc.services.files.getVersion((o as any).result.snapshot_id, f.appId);
      assert.equal(version!.cause_tool, 'create_entity_schema');
      const ix = await t.svc.services.db.all('SELECT * FROM record_indexes WHERE app_id = ? AND entity = ?', [f.appId, 'Invoice']);
      assert.equal(ix.length, 1);
    },
  },
  {
    name: 'get_entities: lists the new entity with its fields and every record_count',
    as: 'owner',
    tool: 'get_entities',
    args: (f) => ({ app_id: f.appId }),
    expect: {
      ok: true,
      check: (r) => {
        const by = Object.fromEntries(r.entities.map((e: any) => [e.name, e]));
        assert.equal(by.Invoice.record_count, 0);
        assert.equal(by.Task.record_count, 6);
        assert.equal(by.Contact.record_count, 0);
        assert.equal(by.Ticket.record_count, 6);
        assert.equal(by.Invoice.schema.fields.find((x: any) => x.name === 'customer').target, 'Contact');
      },
    },
  },
  {
    name: 'create_entity_schema: an existing entity is a conflict',
    as: 'owner',
    tool: CS,
    args: (f) => ({ app_id: f.appId, ...invoice }),
    expect: { error: 'conflict', message: /Invoice already exists.*update_entity_schema/ },
  },
  {
    name: 'create_entity_schema: a relation to an entity without schema is created with a warning',
    as: 'owner',
    tool: CS,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Payment',
      fields: [
        { name: 'invoice', type: 'relation', target: 'Invoice' },
        { name: 'bank', type: 'relation', target: 'Bank' },
      ],
    }),
    expect: {
      ok: true,
      check: (r) => assert.deepEqual(r.warnings, ['bank relates to Bank, which has no schema yet (entities/Bank.json)']),
    },
  },
  {
    name: 'create_entity_schema: a relation without target is refused',
    as: 'owner',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'Refund', fields: [{ name: 'payment', type: 'relation' }] }),
    expect: { error: 'invalid_request', message: /payment\)\.target: a relation needs the target entity name/ },
  },
  {
    name: 'create_entity_schema: an enum without values is refused',
    as: 'owner',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'Refund', fields: [{ name: 'kind', type: 'enum' }] }),
    expect: { error: 'invalid_request', message: /values/ },
  },
  {
    name: 'create_entity_schema: a built-in field name is refused',
    as: 'owner',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'Refund', fields: [{ name: 'created_by', type: 'string' }] }),
    expect: { error: 'invalid_request', message: /built-in/ },
  },
  {
    name: 'create_entity_schema: a default of the wrong type is refused',
    as: 'owner',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'Refund', fields: [{ name: 'n', type: 'integer', default: 'x' }] }),
    expect: { error: 'invalid_request', message: /default: expected an integer/ },
  },
  {
    name: 'create_entity_schema: an unknown type is invalid params',
    as: 'owner',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'Refund', fields: [{ name: 'n', type: 'money' }] }),
    expect: { error: 'invalid_params', message: /fields\.0\.type/ },
  },
  {
    name: 'create_entity_schema: a lower-case entity name is refused',
    as: 'owner',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'refund', fields: [] }),
    expect: { error: 'invalid_request', message: /PascalCase/ },
  },
  {
    name: 'create_entity_schema: an index on an unknown field is refused',
    as: 'owner',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'Refund', fields: [{ name: 'n', type: 'integer' }], indexes: [['m']] }),
    expect: { error: 'invalid_request', message: /"m" is not a field/ },
  },
  {
    name: 'create_entity_schema: a data:read token is denied',
    as: 'dataRead',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'Refund', fields: [] }),
    expect: { error: 'permission_denied', message: /data:write, files:write/ },
  },
  {
    name: 'create_entity_schema: a read-only token is denied',
    as: 'readonly',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'Refund', fields: [] }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'create_entity_schema: a files:write token may create a schema',
    as: 'filesRW',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'Refund', fields: [{ name: 'amount', type: 'number' }] }),
    expect: { ok: true },
  },
  {
    name: 'create_entity_schema: a foreign app is App not found',
    as: 'owner',
    tool: CS,
    args: (f) => ({ app_id: f.otherAppId, entity: 'Refund', fields: [] }),
    expect: { error: 'not_found', message: 'App not found' },
  },
  {
    name: 'create_entity_schema: an app-locked token naming another app is denied',
    as: 'lockedAppr',
    tool: CS,
    args: (f) => ({ app_id: f.appId, entity: 'Refund2', fields: [] }),
    expect: { error: 'permission_denied' },
  },
];

const US = 'update_entity_schema';
const productFields = [
  { name: 'name', type: 'string', required: true },
  { name: 'price', type: 'number' },
  { name: 'color', type: 'string' },
];
const updateSchemaRows: Row[] = [
  {
    name: 'update_entity_schema: a new field with a default is written into existing records',
    as: 'owner',
    tool: US,
    args: (f) => ({ app_id: f.appId, entity: 'Product', fields: [...productFields, { name: 'stock', type: 'integer', default: 0 }] }),
    expect: {
      ok: true,
      check: (r) => (assert.deepEqual(r.backfilled, { stock: 3 }), assert.equal(r.impact.affected_count, 0), assert.ok(r.snapshot_id)),
    },
    after: async (f, o, t) => {
      assert.deepEqual(await idsOf(t.svc, f.appId, 'Product', { stock: 0 }), ['prod1', 'prod2', 'prod3']);
      const version = await t.svc.services.files.getVersion((o as any).result.snapshot_id, f.appId);
      assert.equal(version!.cause_tool, 'update_entity_schema');
    },
  },
  {
    name: 'update_entity_schema: removing a field that holds values is refused with the affected count',
    as: 'owner',
    tool: US,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Product',
      fields: [productFields[0], productFields[1], { name: 'stock', type: 'integer', default: 0 }],
    }),
    expect: {
      error: 'conflict',
      message:
        /would orphan or invalidate 1 of the 3 existing Product records \(color: 1 record would keep values of a field that no longer exists\); nothing was changed.*force: true/,
    },
    after: async (f, o, t) => {
      assert.ok(!o.ok && o.data.impact.changes[0].field === 'color' && o.data.impact.changes[0].sample_record_ids[0] === 'prod1');
      const json = JSON.parse((await t.svc.services.files.readFile(f.appId, 'entities/Product.json'))!);
      assert.ok(
        json.fields.some((x: any) => x.name === 'color'),
        'the file is unchanged',
      );
    },
  },
  {
    name: 'update_entity_schema: a type change that invalidates values is refused',
    as: 'owner',
    tool: US,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Product',
      fields: [productFields[0], { name: 'price', type: 'string' }, productFields[2], { name: 'stock', type: 'integer', default: 0 }],
    }),
    expect: { error: 'conflict', message: /invalidate 2 of the 3.*price: 2 records hold values that would no longer be valid/ },
  },
  {
    name: 'update_entity_schema: enum values removed while records use them are refused',
    as: 'owner',
    tool: US,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Task',
      fields: [
        { name: 'title', type: 'string', required: true },
        { name: 'status', type: 'enum', values: ['todo', 'done'] },
        { name: 'priority', type: 'integer' },
        { name: 'done', type: 'boolean' },
        { name: 'due', type: 'date' },
        { name: 'project', type: 'relation', target: 'Project' },
        { name: 'tags', type: 'array', items: 'string' },
        { name: 'notes', type: 'text' },
      ],
    }),
    expect: { error: 'conflict', message: /status: 1 record holds values that would no longer be valid/ },
  },
  {
    name: 'update_entity_schema: a new required field without default is refused',
    as: 'owner',
    tool: US,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Product',
      fields: [...productFields, { name: 'stock', type: 'integer', default: 0 }, { name: 'sku', type: 'string', required: true }],
    }),
    expect: { error: 'conflict', message: /sku: 3 records lack this required field/ },
  },
  {
    name: 'update_entity_schema: force applies the change and keeps the stored values',
    as: 'owner',
    tool: US,
    args: (f) => ({
      app_id: f.appId,
      entity: 'Product',
      fields: [productFields[0], productFields[1], { name: 'stock', type: 'integer', default: 0 }],
      force: true,
    }),
    expect: { ok: true, check: (r) => (assert.equal(r.impact.forced, true), assert.equal(r.impact.affected_count, 1)) },
    after: async (f, _o, t) => assert.equal((await recordOf(t.svc, f.appId, 'Product', 'prod1'))!.color, 'red'),
  },
  {
    name: 'update_entity_schema: description only keeps the fields',
    as: 'owner',
    tool: US,
    args: (f) => ({ app_id: f.appId, entity: 'Product', description: 'Things we sell' }),
    expect: {
      ok: true,
      check: (r) => (
        assert.equal(r.description, 'Things we sell'),
        assert.deepEqual(
          r.schema.fields.map((x: any) => x.name),
          ['name', 'price', 'stock'],
        )
      ),
    },
  },
  {
    name: 'update_entity_schema: an unknown entity is not found',
    as: 'owner',
    tool: US,
    args: (f) => ({ app_id: f.appId, entity: 'Order', fields: [] }),
    expect: { error: 'not_found', message: /Entity Order not found/ },
  },
  {
    name: 'update_entity_schema: an invalid field is refused',
    as: 'owner',
    tool: US,
    args: (f) => ({ app_id: f.appId, entity: 'Product', fields: [{ name: 'Name', type: 'string' }] }),
    expect: { error: 'invalid_request', message: /snake_case/ },
  },
  {
    name: 'update_entity_schema: a data:read token is denied',
    as: 'dataRead',
    tool: US,
    args: (f) => ({ app_id: f.appId, entity: 'Product', description: 'x' }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'update_entity_schema: a foreign app is App not found',
    as: 'owner',
    tool: US,
    args: (f) => ({ app_id: f.otherAppId, entity: 'Task', description: 'x' }),
    expect: { error: 'not_found', message: 'App not found' },
  },
];

const V = 'validate_entity_relationships';
const validateRows: Row[] = [
  {
    name: 'validate_entity_relationships: reports records pointing at missing records and relations to missing entities',
    as: 'owner',
    tool: V,
    args: (f) => ({ app_id: f.appId }),
    expect: {
      ok: true,
      check: (r) => {
        assert.equal(r.ok, false);
        const dangling = r.problems.find((p: any) => p.kind === 'dangling_reference' && p.entity === 'Task');
        assert.equal(dangling.count, 1);
        assert.deepEqual(dangling.record_ids, ['t4']);
        assert.deepEqual(dangling.missing_ids, ['p9']);
        assert.ok(r.problems.some((p: any) => p.kind === 'missing_target_entity' && p.entity === 'Payment' && p.target === 'Bank'));
        assert.ok(
          r.problems.some((p: any) => p.kind === 'orphaned_values' && p.entity === 'Product' && p.field === 'color' && p.count === 1),
        );
        assert.ok(r.relations_checked >= 4);
      },
    },
  },
  {
    name: 'validate_entity_relationships: one clean entity is ok',
    as: 'owner',
    tool: V,
    args: (f) => ({ app_id: f.appId, entity: 'Project' }),
    expect: { ok: true, check: (r) => (assert.equal(r.ok, true), assert.deepEqual(r.problems, []), assert.equal(r.entities_checked, 1)) },
  },
  {
    name: 'validate_entity_relationships: a data:read token may check',
    as: 'dataRead',
    tool: V,
    args: (f) => ({ app_id: f.appId, entity: 'Task' }),
    expect: { ok: true, check: (r) => assert.equal(r.problems.length, 1) },
  },
  {
    name: 'validate_entity_relationships: a files:read token may check',
    as: 'filesRW',
    tool: V,
    args: (f) => ({ app_id: f.appId, entity: 'Task' }),
    expect: { ok: true },
  },
  {
    name: 'validate_entity_relationships: a token with only read is denied',
    as: 'readonly',
    tool: V,
    args: (f) => ({ app_id: f.appId }),
    expect: { error: 'permission_denied', message: /data:read, files:read/ },
  },
  {
    name: 'validate_entity_relationships: an unknown entity is not found',
    as: 'owner',
    tool: V,
    args: (f) => ({ app_id: f.appId, entity: 'Order' }),
    expect: { error: 'not_found' },
  },
  {
    name: 'validate_entity_relationships: a foreign app is App not found',
    as: 'owner',
    tool: V,
    args: (f) => ({ app_id: f.otherAppId }),
    expect: { error: 'not_found', message: 'App not found' },
  },
];

const M = 'update_entity_metadata';
const metadataRows: Row[] = [
  {
    name: 'update_entity_metadata: indexes become database indexes (existing ones kept)',
    as: 'owner',
    tool: M,
    args: (f) => ({ app_id: f.appId, entity: 'Task', indexes: [['status'], ['project', 'priority']], description: 'Work items' }),
    expect: {
      ok: true,
      check: (r) => {
        assert.deepEqual(
          r.indexes.map((i: any) => [i.fields, i.created]),
          [
            [['status'], false],
            [['project', 'priority'], true],
          ],
        );
        assert.deepEqual(r.indexes_dropped, []);
        assert.equal(r.description, 'Work items');
        assert.ok(r.snapshot_id);
      },
    },
    after: async (f, o, t) => {
      const ix = await t.svc.services.db.all('SELECT name FROM record_indexes WHERE app_id = ? AND entity = ?', [f.appId, 'Task']);
      assert.equal(ix.length, 2);
      const version = await t.svc.services.files.getVersion((o as any).result.snapshot_id, f.appId);
      assert.equal(version!.cause_tool, 'update_entity_metadata');
      const names = (o as any).result.indexes.map((i: any) => i.database_index);
      const sql =
        t.svc.services.db.dialect === 'sqlite'
          ? "SELECT name FROM sqlite_master WHERE type = 'index' AND name = ?"
          : 'SELECT indexname FROM pg_indexes WHERE indexname = ?';
      for (const n of names) assert.ok(await t.svc.services.db.get(sql, [n]), `database index ${n} exists`);
    },
  },
  {
    name: 'update_entity_metadata: queries still answer the same with the indexes',
    as: 'owner',
    tool: Q,
    args: (f) => ({ app_id: f.appId, entity: 'Task', filters: { project: 'p1', priority: 10 } }),
    expect: { ok: true, check: (r) => assert.deepEqual(ids(r), ['t2']) },
  },
  {
    name: 'update_entity_metadata: metadata is kept in the schema file',
    as: 'owner',
    tool: M,
    args: (f) => ({ app_id: f.appId, entity: 'Task', metadata: { label: 'To-do', display_field: 'title' } }),
    expect: { ok: true, check: (r) => assert.deepEqual(r.metadata, { label: 'To-do', display_field: 'title' }) },
    after: async (f, _o, t) => {
      const json = JSON.parse((await t.svc.services.files.readFile(f.appId, 'entities/Task.json'))!);
      assert.equal(json.metadata.label, 'To-do');
      assert.equal(json.description, 'Work items');
      assert.equal(json.indexes.length, 2);
    },
  },
  {
    name: 'update_entity_metadata: indexes left out are dropped',
    as: 'owner',
    tool: M,
    args: (f) => ({ app_id: f.appId, entity: 'Task', indexes: [['status']] }),
    expect: { ok: true, check: (r) => assert.equal(r.indexes_dropped.length, 1) },
    after: async (f, _o, t) =>
      assert.equal(
        (await t.svc.services.db.all('SELECT name FROM record_indexes WHERE app_id = ? AND entity = ?', [f.appId, 'Task'])).length,
        1,
      ),
  },
  {
    name: 'update_entity_metadata: an array field cannot be indexed',
    as: 'owner',
    tool: M,
    args: (f) => ({ app_id: f.appId, entity: 'Task', indexes: [['tags']] }),
    expect: { error: 'invalid_request', message: /cannot be indexed/ },
  },
  {
    name: 'update_entity_metadata: an unknown field cannot be indexed',
    as: 'owner',
    tool: M,
    args: (f) => ({ app_id: f.appId, entity: 'Task', indexes: [['colour']] }),
    expect: { error: 'invalid_request', message: /"colour" is not a field/ },
  },
  {
    name: 'update_entity_metadata: nothing to update is refused',
    as: 'owner',
    tool: M,
    args: (f) => ({ app_id: f.appId, entity: 'Task' }),
    expect: { error: 'invalid_request', message: /Nothing to update/ },
  },
  {
    name: 'update_entity_metadata: an unknown entity is not found',
    as: 'owner',
    tool: M,
    args: (f) => ({ app_id: f.appId, entity: 'Order', indexes: [] }),
    expect: { error: 'not_found' },
  },
  {
    name: 'update_entity_metadata: a data:read token is denied',
    as: 'dataRead',
    tool: M,
    args: (f) => ({ app_id: f.appId, entity: 'Task', indexes: [] }),
    expect: { error: 'permission_denied', message: /data:write, files:write/ },
  },
  {
    name: 'update_entity_metadata: a foreign app is App not found',
    as: 'owner',
    tool: M,
    args: (f) => ({ app_id: f.otherAppId, entity: 'Task', indexes: [] }),
    expect: { error: 'not_found', message: 'App not found' },
  },
];

const X = 'set_record_execution_mode';
const modeRows: Row[] = [
  {
    name: 'set_record_execution_mode: without arguments reads the settings (direct by default)',
    as: 'owner',
    tool: X,
    args: (f) => ({ app_id: f.appId }),
    expect: { ok: true, check: (r) => (assert.equal(r.execution_mode, 'direct'), assert.equal(r.approval_ttl_seconds, 86400)) },
  },
  {
    name: 'set_record_execution_mode: a token cannot switch approval off',
    as: 'owner',
    tool: X,
    args: (f) => ({ app_id: f.apprApp, mode: 'direct' }),
    expect: { error: 'fails_closed', message: /only the owner can switch that off, in the studio/ },
  },
  {
    name: 'set_record_execution_mode: a lifetime under a minute is invalid',
    as: 'owner',
    tool: X,
    args: (f) => ({ app_id: f.apprApp, approval_ttl_seconds: 30 }),
    expect: { error: 'invalid_params', message: /approval_ttl_seconds/ },
  },
  {
    name: 'set_record_execution_mode: a read-only token is denied',
    as: 'readonly',
    tool: X,
    args: (f) => ({ app_id: f.appId, mode: 'approval' }),
    expect: { error: 'permission_denied' },
  },
  {
    name: 'set_record_execution_mode: a foreign app is App not found',
    as: 'owner',
    tool: X,
    args: (f) => ({ app_id: f.otherAppId, mode: 'approval' }),
    expect: { error: 'not_found', message: 'App not found' },
  },
];

scenarios('records: query_entity', recordFixtures, queryRows, RECORDS_ENV);
scenarios('records: create_entity_records and seed_entity', recordFixtures, [...createRows, ...seedRows], RECORDS_ENV);
scenarios(
  'records: update_entity_records, update_entity_record, delete_entity_records',
  recordFixtures,
  [...updateRows, ...updateOneRows, ...deleteRows],
  RECORDS_ENV,
);
scenarios(
  'records: schema tools',
  recordFixtures,
  [...schemaRows, ...updateSchemaRows, ...validateRows, ...metadataRows, ...modeRows],
  RECORDS_ENV,
);
