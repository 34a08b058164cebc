/**
 * The records engine below the tools, on the suite's database (npm test runs this file on SQLite and
 * on PostgreSQL): typed filters and sorts give the same, hard-coded answers on both; pages are
 * stable; field indexes are real indexes the planner uses; schema changes report their impact;
 * parallel writers lose nothing and an approval executes once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { ServiceError } from '../../src/platform/errors.ts';
import { checkSchemaObject, normaliseDatetime, parseEntitySchema, serializeSchema, validateNewRecord } from '../../src/records/schema.ts';
import type { Actor, RecordsService } from '../../src/records/service.ts';
import { fieldExpr } from '../../src/records/sql.ts';
import { createServices, type Services } from '../../src/services.ts';
import type { Db } from '../../src/storage/index.ts';
import { freshDb, TEST_DB } from '../support/harness.ts';

async function rejects(p: Promise<unknown>, kind: string, message?: RegExp): Promise<ServiceError> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof ServiceError, `expected a ServiceError, got ${err}`);
    assert.equal(err.kind, kind, err.message);
    if (message) assert.match(err.message, message);
    return err;
  }
  assert.fail(`expected ${kind}`);
}

describe(`records schema model [${TEST_DB}]`, () => {
  it('parses the conventions example and writes it back stably', () => {
    const text = JSON.stringify({
      name: 'Task',
      description: '',
      fields: [
        { name: 'title', type: 'string', required: true },
        { name: 'status', type: 'enum', values: ['todo', 'done'], default: 'todo' },
        { name: 'project', type: 'relation', target: 'Project' },
      ],
      indexes: [['status']],
    });
    const r = parseEntitySchema(text, 'Task');
    assert.ok(r.ok);
    if (!r.ok) return;
    assert.equal(r.schema.fields.length, 3);
    assert.deepEqual(r.schema.indexes, [['status']]);
    const again = parseEntitySchema(serializeSchema(r.schema), 'Task');
    assert.ok(again.ok && serializeSchema(again.schema) === serializeSchema(r.schema));
  });

  it('names every problem of a bad schema', () => {
    const r = checkSchemaObject(
      {
        name: 'Task',
        fields: [
          { name: 'Title', type: 'string' },
          { name: 'id', type: 'string' },
          { name: 'kind', type: 'enum' },
          { name: 'owner', type: 'relation' },
          { name: 'count', type: 'integer', default: 'many' },
          { name: 'tags', type: 'array', items: 'relation' },
          { name: 'x', type: 'money' },
          { name: 'dup', type: 'string' },
          { name: 'dup', type: 'text' },
        ],
        indexes: [['nope'], ['tags']],
      },
      'Task',
    );
    assert.ok(!r.ok);
    if (r.ok) return;
    const all = r.problems.join('\n');
    for (const needle of [
      'snake_case',
      'built-in',
      'values',
      'target',
      'default: expected an integer',
      'items',
      'must be one of',
      'declared twice',
      '"nope" is not a field',
      'cannot be indexed',
    ]) {
      assert.ok(all.includes(needle), `missing "${needle}" in\n${all}`);
    }
    assert.ok(!checkSchemaObject({ name: 'Task', fields: [] }, 'Other').ok, 'the name must match the file');
  });

  it('checks every field type and fills defaults', () => {
    const parsed = checkSchemaObject(
      {
        name: 'All',
        fields: [
          { name: 's', type: 'string', required: true },
          { name: 't', type: 'text' },
          { name: 'n', type: 'number' },
          { name: 'i', type: 'integer', default: 3 },
          { name: 'b', type: 'boolean' },
          { name: 'd', type: 'date' },
          { name: 'dt', type: 'datetime' },
          { name: 'e', type: 'email' },
          { name: 'u', type: 'url' },
          { name: 'en', type: 'enum', values: ['x', 'y'] },
          { name: 'a', type: 'array', items: 'integer' },
          { name: 'o', type: 'object' },
          { name: 'r', type: 'relation', target: 'Other' },
        ],
      },
      'All',
    );
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    const good = validateNewRecord(parsed.schema, {
      s: 'a',
      t: 'long',
      n: 1.5,
      b: false,
      d: '2024-02-29',
      dt: '2024-03-01 10:00',
      e: 'a@b.co',
      u: 'https://x.y/z',
      en: 'y',
      a: [1, 2],
      o: { k: 1 },
      r: 'rec_1',
    });
    assert.deepEqual(good.problems, []);
    assert.equal(good.data.i, 3, 'default filled');
    assert.equal(good.data.dt, '2024-03-01T10:00:00.000Z', 'datetimes are stored as UTC ISO strings');
    const bad = validateNewRecord(
      parsed.schema,
      {
        t: 5,
        n: 'x',
        i: 1.5,
        b: 'yes',
        d: '2023-02-29',
        dt: 'tomorrow',
        e: 'nope',
        u: 'ftp://x',
        en: 'z',
        a: [1, 'two'],
        o: [],
        r: 7,
        created_date: 'x',
        zzz: 1,
      },
      4,
    );
    const fields = bad.problems.map((p) => p.field).sort();
    assert.deepEqual(fields, ['a', 'b', 'created_date', 'd', 'dt', 'e', 'en', 'i', 'n', 'o', 'r', 's', 't', 'u', 'zzz'].sort());
    assert.ok(bad.problems.every((p) => p.index === 4));
    assert.equal(normaliseDatetime('2024-02-30T10:00:00Z'), null);
  });
});

describe(`records engine [${TEST_DB}]`, () => {
  let db: Db;
  let db2: Db;
  let dispose: () => Promise<void>;
  let s: Services;
  let s2: Services;
  let records: RecordsService;
  let appId: string;
  let actor: Actor;
  let account: { id: string; email: string };

  /** Creates records at once (no proposal) as the owner. */
  const createRecords = (entity: string, rows: Record<string, unknown>[]) =>
    records.executeNow(appId, actor, { action: 'create', tool: 'test', entity, reason: '', records: rows });

  before(async () => {
    const fresh = await freshDb();
    db = fresh.db;
    dispose = fresh.dispose;
    s = createServices(db, loadConfig({}), pino({ level: 'silent' }));
    // A second connection to the same store, as a second server process would have. node:sqlite is
    // synchronous: two connections in one thread would block each other's busy-wait, so on SQLite the
    // writers share the connection (the real multi-process case is PostgreSQL's).
    db2 = TEST_DB === 'postgres' ? fresh.reopen() : db;
    s2 = createServices(db2, loadConfig({}), pino({ level: 'silent' }));
    records = s.records;
    const acc = await s.identity.createAccount({ email: `engine-${Date.now()}@example.com`, password: 'correct horse battery' });
    account = { id: acc.id, email: acc.email };
    appId = (await s.apps.createApp(null, acc.id, { name: 'Engine' })).id;
    actor = { type: 'owner' as const, id: acc.id, token_id: null, email: acc.email };
    await records.createSchema(appId, actor, {
      entity: 'Item',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'n', type: 'number' },
        { name: 'flag', type: 'boolean' },
        { name: 'when', type: 'datetime' },
        { name: 'tag', type: 'enum', values: ['a', 'b', 'c'] },
      ],
    });
    await records.executeNow(appId, actor, {
      action: 'create',
      tool: 'test',
      entity: 'Item',
      reason: 'fixture',
      records: [
        { id: 'r1', name: 'apple', n: 10, flag: true, when: '2024-01-01T10:00:00Z', tag: 'a' },
        { id: 'r2', name: 'Banana', n: 2, flag: false, tag: 'b' },
        { id: 'r3', name: 'cherry', n: 2.5, tag: 'a' },
        { id: 'r4', name: 'Zebra', n: -1, flag: true },
        { id: 'r5', name: 'éclair', n: 100, tag: 'c' },
        { id: 'r6' },
        { id: 'r7', name: '10', n: 1000, tag: 'a' },
      ],
    });
  });

  after(async () => {
    if (db2 !== db) await db2.close().catch(() => {});
    await dispose();
  });

  const ids = async (input: Parameters<RecordsService['query']>[2]) =>
    ((await records.query(appId, 'Item', input)).records as Array<{ id: string }>).map((r) => r.id);

  it('sorts numbers numerically, missing values last ascending and first descending', async () => {
    assert.deepEqual(await ids({ sort: 'n' }), ['r4', 'r2', 'r3', 'r1', 'r5', 'r7', 'r6']);
    assert.deepEqual(await ids({ sort: '-n' }), ['r6', 'r7', 'r5', 'r1', 'r3', 'r2', 'r4']);
  });

  it('sorts strings bytewise (the same on both databases)', async () => {
    assert.deepEqual(await ids({ sort: 'name' }), ['r7', 'r2', 'r4', 'r1', 'r3', 'r5', 'r6']);
    assert.deepEqual(await ids({ sort: '-name' }), ['r6', 'r5', 'r3', 'r1', 'r4', 'r2', 'r7']);
  });

  it('sorts booleans false before true and breaks ties by id', async () => {
    assert.deepEqual(await ids({ sort: 'flag' }), ['r2', 'r1', 'r4', 'r3', 'r5', 'r6', 'r7']);
    assert.deepEqual(await ids({ sort: 'tag,-n' }), ['r7', 'r1', 'r3', 'r2', 'r5', 'r6', 'r4']);
  });

  it('default sort is -created_date with id as the tiebreak', async () => {
    assert.deepEqual(await ids({}), ['r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1']);
  });

  it('filters are typed exact matches', async () => {
    assert.deepEqual(await ids({ filters: { n: 2 }, sort: 'id' }), ['r2']);
    assert.deepEqual(await ids({ filters: { n: 2.0, name: 'Banana' }, sort: 'id' }), ['r2']);
    assert.deepEqual(await ids({ filters: { flag: true }, sort: 'id' }), ['r1', 'r4']);
    assert.deepEqual(await ids({ filters: { flag: false }, sort: 'id' }), ['r2']);
    assert.deepEqual(await ids({ filters: { name: null }, sort: 'id' }), ['r6']);
    assert.deepEqual(await ids({ filters: { name: '10' }, sort: 'id' }), ['r7']);
    assert.deepEqual(await ids({ filters: { when: '2024-01-01T11:00:00+01:00' } }), ['r1'], 'datetimes match by instant');
    assert.deepEqual(await ids({ filters: { id: 'r3' } }), ['r3']);
    await rejects(records.query(appId, 'Item', { filters: { n: '2' } }), 'invalid_request', /expected a number/);
    await rejects(records.query(appId, 'Item', { filters: { name: 10 } }), 'invalid_request', /expected a string/);
    await rejects(records.query(appId, 'Item', { filters: { nope: 1 } }), 'invalid_request', /no field "nope"/);
    await rejects(records.query(appId, 'Item', { sort: 'nope' }), 'invalid_request', /no field "nope"/);
  });

  it('sort keys and filter keys named like Object.prototype members are fields, never inlined SQL', async () => {
    for (const sort of ['constructor', 'toString', '-valueOf', '__proto__', 'hasOwnProperty']) {
      await rejects(records.query(appId, 'Item', { sort }), 'invalid_request', /no field/);
    }
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      await rejects(records.query(appId, 'Item', { filters: { [key]: 'x' } }), 'invalid_request', /not a field name|no field/);
    }
    // A field really named `constructor` is a field like any other: required, sortable, filterable.
    await records.createSchema(appId, actor, {
      entity: 'Car',
      fields: [
        { name: 'constructor', type: 'string', required: true },
        { name: 'seats', type: 'integer', default: 4 },
      ],
    });
    await rejects(createRecords('Car', [{ id: 'c0' }]), 'invalid_request', /constructor: required field is missing/);
    await createRecords('Car', [
      { id: 'c1', constructor: 'Ford' },
      { id: 'c2', constructor: 'Audi' },
    ]);
    const cars = await records.query(appId, 'Car', { sort: 'constructor' });
    assert.deepEqual(
      (cars.records as any[]).map((r) => [r.id, r.constructor, r.seats]),
      [
        ['c2', 'Audi', 4],
        ['c1', 'Ford', 4],
      ],
    );
    assert.deepEqual(
      ((await records.query(appId, 'Car', { filters: { constructor: 'Ford' } })).records as any[]).map((r) => r.id),
      ['c1'],
    );
    const bad = checkSchemaObject({ name: 'Car', fields: [{ name: '__proto__', type: 'object' }] }, 'Car');
    assert.ok(!bad.ok && /__proto__/.test(bad.problems.join()));
  });

  it('the record size limit holds for the stored record after an update, in UTF-8 bytes', async () => {
    await records.createSchema(appId, actor, {
      entity: 'Doc',
      fields: [
        { name: 'a', type: 'text' },
        { name: 'b', type: 'text' },
      ],
    });
    const half = 'x'.repeat(600_000);
    await createRecords('Doc', [{ id: 'd1', a: half }]);
    await rejects(
      records.executeNow(appId, actor, {
        action: 'update',
        tool: 'test',
        entity: 'Doc',
        reason: '',
        record_ids: ['d1'],
        changes: { b: half },
      }),
      'invalid_request',
      /larger than 1048576 bytes/,
    );
    await rejects(
      records.executeNow(appId, actor, {
        action: 'update',
        tool: 'test',
        entity: 'Doc',
        reason: '',
        updates: [{ record_id: 'd1', changes: { b: half } }],
      }),
      'invalid_request',
      /larger than 1048576 bytes/,
    );
    const d1 = await records.get(appId, 'Doc', 'd1');
    assert.equal(d1?.b, undefined, 'nothing was written');
    // 600,000 two-byte characters are 1.2 MB of UTF-8.
    await rejects(createRecords('Doc', [{ a: 'é'.repeat(600_000) }]), 'invalid_request', /larger than 1048576 bytes/);
  });

  it('pages with limit and offset cover every record once, even among ties', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 7; offset += 3) {
      const page = await records.query(appId, 'Item', { sort: 'flag', limit: 3, offset });
      assert.equal(page.total, 7);
      assert.equal(page.has_more, offset + 3 < 7);
      seen.push(...(page.records as Array<{ id: string }>).map((r) => r.id));
    }
    assert.deepEqual([...seen].sort(), ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
    assert.equal(new Set(seen).size, 7);
  });

  it('an index from update_entity_metadata is a real expression index the planner uses', async () => {
    const out = await records.updateMetadata(appId, actor, { entity: 'Item', indexes: [['tag']] });
    const ix = (out.indexes as Array<{ name: string; created: boolean }>)[0]!;
    assert.ok(ix.created);
    const expr = fieldExpr(db.dialect, 'tag', 'text');
    const sql = `SELECT id FROM records WHERE app_id = ? AND entity = ? AND (${expr} = ?) ORDER BY created_date DESC, id DESC LIMIT 100`;
    let plan: string;
    if (db.dialect === 'sqlite') {
      const exists = await db.get("SELECT name FROM sqlite_master WHERE type = 'index' AND name = ?", [ix.name]);
      assert.ok(exists);
      plan = (await db.all<any>(`EXPLAIN QUERY PLAN ${sql}`, [appId, 'Item', 'a'])).map((r) => r.detail).join('\n');
    } else {
      assert.ok(await db.get('SELECT indexname FROM pg_indexes WHERE indexname = ?', [ix.name]));
      plan = await db.transaction(async (tx) => {
        await tx.exec('SET LOCAL enable_seqscan = off');
        return (await tx.all<any>(`EXPLAIN ${sql}`, [appId, 'Item', 'a'])).map((r) => r['QUERY PLAN']).join('\n');
      });
    }
    assert.ok(plan.includes(ix.name), plan);
    // Same answers with the index.
    assert.deepEqual(await ids({ filters: { tag: 'a' } }), ['r7', 'r3', 'r1']);
    // Dropping it from the list drops the database index.
    const dropped = await records.updateMetadata(appId, actor, { entity: 'Item', indexes: [] });
    assert.deepEqual(dropped.indexes_dropped, [ix.name]);
    const still =
      db.dialect === 'sqlite'
        ? await db.get("SELECT name FROM sqlite_master WHERE type = 'index' AND name = ?", [ix.name])
        : await db.get('SELECT indexname FROM pg_indexes WHERE indexname = ?', [ix.name]);
    assert.equal(still, undefined);
  });

  it('an index written into the schema file directly is created on the next query', async () => {
    const text = (await s.files.readFile(appId, 'entities/Item.json'))!;
    const json = JSON.parse(text);
    json.indexes = [['name']];
    await s.files.applyChanges(appId, { upserts: { 'entities/Item.json': JSON.stringify(json) } });
    await records.query(appId, 'Item', { filters: { name: 'apple' } });
    const row = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM record_indexes WHERE app_id = ? AND entity = ?', [appId, 'Item']);
    assert.equal(Number(row!.n), 1);
  });

  it('a schema change that orphans values is refused with counts, then applied with force keeping the values', async () => {
    const before = (await s.files.readFile(appId, 'entities/Item.json'))!;
    const err = await rejects(
      records.updateSchema(appId, actor, {
        entity: 'Item',
        fields: [
          { name: 'name', type: 'string' },
          { name: 'n', type: 'integer' },
          { name: 'tag', type: 'enum', values: ['a', 'b', 'c'] },
        ],
      }),
      'conflict',
      /orphan or invalidate 4 of the 7/,
    );
    const impact = (err.data as any).impact;
    const byField = Object.fromEntries(impact.changes.map((c: any) => [`${c.field}:${c.problem}`, c.affected_count]));
    assert.deepEqual(byField, { 'flag:orphaned': 3, 'when:orphaned': 1, 'n:invalid': 1 });
    assert.equal(await s.files.readFile(appId, 'entities/Item.json'), before, 'nothing changed');
    const ok = await records.updateSchema(appId, actor, {
      entity: 'Item',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'n', type: 'integer' },
        { name: 'tag', type: 'enum', values: ['a', 'b', 'c'] },
      ],
      force: true,
    });
    assert.equal((ok.impact as any).forced, true);
    const r1 = (await records.query(appId, 'Item', { filters: { id: 'r1' } })).records as any[];
    assert.equal(r1[0].flag, true, 'the orphaned value is kept');
    // 2.5 is not an integer but still a number: it keeps its place in numeric sorts on both databases.
    assert.deepEqual(await ids({ sort: 'n' }), ['r4', 'r2', 'r3', 'r1', 'r5', 'r7', 'r6']);
    const check = await records.validateRelationships(appId, 'Item');
    const kinds = (check.problems as any[]).map((p) => `${p.kind}:${p.field}:${p.count}`).sort();
    assert.deepEqual(kinds, ['invalid_values:n:1', 'orphaned_values:flag:3', 'orphaned_values:when:1']);
  });

  it('a new required field needs a default (backfilled) or force', async () => {
    await rejects(
      records.updateSchema(appId, actor, {
        entity: 'Item',
        fields: [
          { name: 'name', type: 'string' },
          { name: 'n', type: 'integer' },
          { name: 'tag', type: 'enum', values: ['a', 'b', 'c'] },
          { name: 'rank', type: 'integer', required: true },
        ],
      }),
      'conflict',
      /rank: 7 records lack this required field/,
    );
    const out = await records.updateSchema(appId, actor, {
      entity: 'Item',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'n', type: 'integer' },
        { name: 'tag', type: 'enum', values: ['a', 'b', 'c'] },
        { name: 'rank', type: 'integer', required: true, default: 0 },
      ],
    });
    assert.deepEqual(out.backfilled, { rank: 7 });
    assert.deepEqual(await ids({ filters: { rank: 0 }, sort: 'id' }), ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
  });

  it('reports dangling relations with counts and sample ids', async () => {
    await records.createSchema(appId, actor, { entity: 'Owner', fields: [{ name: 'name', type: 'string' }] });
    await records.createSchema(appId, actor, {
      entity: 'Pet',
      fields: [
        { name: 'owner', type: 'relation', target: 'Owner' },
        { name: 'vet', type: 'relation', target: 'Vet' },
      ],
    });
    await createRecords('Owner', [
      { id: 'o1', name: 'Ann' },
      { id: 'o9', name: 'Gone' },
    ]);
    await createRecords('Pet', [{ id: 'p1', owner: 'o1' }, { id: 'p2', owner: 'o9' }, { id: 'p3', owner: 'o9' }, { id: 'p4' }]);
    // Dangling data from before relations were checked on write: o9 removed behind the service.
    await db.run("DELETE FROM records WHERE app_id = ? AND entity = 'Owner' AND id = 'o9'", [appId]);
    const out = await records.validateRelationships(appId, 'Pet');
    const dangling = (out.problems as any[]).find((p) => p.kind === 'dangling_reference');
    assert.equal(dangling.count, 2);
    assert.deepEqual(dangling.record_ids, ['p2', 'p3']);
    assert.deepEqual(dangling.missing_ids, ['o9']);
    assert.ok((out.problems as any[]).some((p) => p.kind === 'missing_target_entity' && p.target === 'Vet'));
  });

  it('records left without a schema can still be read, are reported, and can be deleted', async () => {
    await records.createSchema(appId, actor, {
      entity: 'Legacy',
      fields: [
        { name: 'v', type: 'integer' },
        { name: 's', type: 'string' },
      ],
    });
    await createRecords('Legacy', [
      { id: 'l1', v: 2, s: 'b' },
      { id: 'l2', v: 10, s: 'a' },
    ]);
    await s.files.applyChanges(appId, { deletes: ['entities/Legacy.json'] });
    const out = await records.query(appId, 'Legacy', { filters: { v: 10 } });
    assert.deepEqual(
      (out.records as any[]).map((r) => r.id),
      ['l2'],
    );
    assert.match(out.warning as string, /does not exist/);
    await rejects(records.query(appId, 'Legacy', { sort: 'v' }), 'invalid_request', /only built-in fields sort/);
    await rejects(createRecords('Legacy', [{ v: 1 }]), 'not_found', /Entity Legacy not found/);
    const check = await records.validateRelationships(appId, 'Legacy');
    assert.deepEqual(
      (check.problems as any[]).map((p) => [p.kind, p.count]),
      [['records_without_schema', 2]],
    );
    const del = await records.executeNow(appId, actor, {
      action: 'delete',
      tool: 'test',
      entity: 'Legacy',
      reason: 'cleanup',
      filters: {},
      expected_count: 2,
    });
    assert.equal(del.affected_count, 2);
    await rejects(records.query(appId, 'Legacy', {}), 'not_found');
  });

  it('a broken schema file blocks writes with its problems but not reads', async () => {
    await records.createSchema(appId, actor, { entity: 'Broken', fields: [{ name: 'v', type: 'integer' }] });
    await createRecords('Broken', [{ id: 'b1', v: 1 }]);
    await s.files.applyChanges(appId, {
      upserts: { 'entities/Broken.json': '{"name": "Broken", "fields": [{"name": "v", "type": "money"}]}' },
    });
    await rejects(
      records.executeNow(appId, actor, {
        action: 'update',
        tool: 'test',
        entity: 'Broken',
        reason: '',
        record_ids: ['b1'],
        changes: { v: 2 },
      }),
      'invalid_request',
      /not a valid entity schema.*must be one of/,
    );
    const out = await records.query(appId, 'Broken', {});
    assert.deepEqual(
      (out.records as any[]).map((r) => r.v),
      [1],
    );
    assert.match(out.warning as string, /not a valid schema/);
    const fixed = await records.updateSchema(appId, actor, { entity: 'Broken', fields: [{ name: 'v', type: 'integer' }] });
    assert.equal((fixed.impact as any).affected_count, 0);
    await records.executeNow(appId, actor, {
      action: 'update',
      tool: 'test',
      entity: 'Broken',
      reason: '',
      record_ids: ['b1'],
      changes: { v: 2 },
    });
  });

  it('countByEntity counts records per entity', async () => {
    const counts = await records.countByEntity(appId);
    assert.equal(counts.Item, 7);
    assert.equal(counts.Pet, 4);
  });

  it('parallel writers on one entity, from two connections, lose no record', async () => {
    await records.createSchema(appId, actor, {
      entity: 'Log',
      fields: [
        { name: 'writer', type: 'integer' },
        { name: 'k', type: 'integer' },
      ],
    });
    const writers = Array.from({ length: 16 }, (_, w) =>
      (w % 2 ? s2.records : records).executeNow(appId, actor, {
        action: 'create',
        tool: 'test',
        entity: 'Log',
        reason: `writer ${w}`,
        records: Array.from({ length: 25 }, (_, k) => ({ writer: w, k })),
        expected_count: 25,
      }),
    );
    const results = await Promise.all(writers);
    const all = new Set(results.flatMap((r) => r.record_ids as string[]));
    assert.equal(all.size, 400);
    assert.equal((await records.countByEntity(appId)).Log, 400);
    const audit = await db.get<{ n: number; c: number }>(
      "SELECT COUNT(*) AS n, SUM(count) AS c FROM record_writes WHERE app_id = ? AND entity = 'Log'",
      [appId],
    );
    assert.equal(Number(audit!.n), 16);
    assert.equal(Number(audit!.c), 400);
  });

  it('parallel schema changes of one entity, from two connections: one wins, the others conflict, nothing is overwritten', async () => {
    const creates = Array.from({ length: 4 }, (_, w) =>
      (w % 2 ? s2.records : records).createSchema(appId, actor, { entity: 'Race', fields: [{ name: `field_${w}`, type: 'string' }] }),
    );
    const created = await Promise.allSettled(creates);
    assert.equal(created.filter((o) => o.status === 'fulfilled').length, 1);
    for (const o of created) if (o.status === 'rejected') assert.equal((o.reason as ServiceError).kind, 'conflict', String(o.reason));
    const winner = (created.find((o) => o.status === 'fulfilled') as PromiseFulfilledResult<any>).value.schema.fields[0].name;
    const updates = Array.from({ length: 4 }, (_, w) =>
      (w % 2 ? s2.records : records).updateSchema(appId, actor, {
        entity: 'Race',
        fields: [
          { name: winner, type: 'string' },
          { name: `extra_${w}`, type: 'integer' },
        ],
      }),
    );
    const updated = await Promise.allSettled(updates);
    const won = updated.filter((o) => o.status === 'fulfilled') as PromiseFulfilledResult<any>[];
    assert.ok(won.length >= 1);
    for (const o of updated) if (o.status === 'rejected') assert.equal((o.reason as ServiceError).kind, 'conflict', String(o.reason));
    // Whatever is stored is one complete update, never a mix; each winner's Saved Version exists.
    const stored = await records.requireSchema(appId, 'Race');
    assert.equal(stored.fields.length, 2);
    assert.equal(stored.fields[0]!.name, winner);
  });

  it('parallel creates of one chosen id write it once; the others fail as ServiceErrors, never internal errors', async () => {
    const writers = Array.from({ length: 8 }, (_, w) =>
      (w % 2 ? s2.records : records).executeNow(appId, actor, {
        action: 'create',
        tool: 'test',
        entity: 'Item',
        reason: '',
        records: [{ id: 'same-id', name: `w${w}` }],
      }),
    );
    const outcomes = await Promise.allSettled(writers);
    assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 1);
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        assert.ok(o.reason instanceof ServiceError, `expected a ServiceError, got ${o.reason}`);
        assert.ok(['conflict', 'invalid_request'].includes(o.reason.kind), o.reason.message);
      }
    }
    assert.equal((await records.query(appId, 'Item', { filters: { id: 'same-id' } })).total, 1);
    await records.executeNow(appId, actor, { action: 'delete', tool: 'test', entity: 'Item', reason: '', record_ids: ['same-id'] });
  });

  it('parallel updates of different fields of one record lose no update', async () => {
    const fields = Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, type: 'integer' }));
    await records.createSchema(appId, actor, { entity: 'Counter', fields });
    await createRecords('Counter', [{ id: 'c1' }]);
    await Promise.all(
      fields.map((f, i) =>
        (i % 2 ? s2.records : records).executeNow(appId, actor, {
          action: 'update',
          tool: 'test',
          entity: 'Counter',
          reason: '',
          record_ids: ['c1'],
          changes: { [f.name]: i },
        }),
      ),
    );
    const rec = ((await records.query(appId, 'Counter', {})).records as any[])[0];
    for (let i = 0; i < 8; i++) assert.equal(rec[`f${i}`], i, `f${i} kept`);
  });

  it('parallel skip_if_not_empty seeds write once', async () => {
    await records.createSchema(appId, actor, { entity: 'Seeded', fields: [{ name: 'v', type: 'integer' }] });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? s2.records : records).executeNow(appId, actor, {
          action: 'create',
          tool: 'seed_entity',
          entity: 'Seeded',
          reason: '',
          records: [{ v: 1 }, { v: 2 }],
          seed_mode: 'skip_if_not_empty',
        }),
      ),
    );
    assert.equal(results.filter((r) => !r.skipped).length, 1);
    assert.equal((await records.countByEntity(appId)).Seeded, 2);
  });

  it('parallel approvals of one proposal execute it exactly once', async () => {
    await records.createSchema(appId, actor, { entity: 'Proposed', fields: [{ name: 'v', type: 'integer' }] });
    await records.setSettings(appId, { execution_mode: 'approval' }, { account_id: account.id, via: 'tool' });
    const proposal = await records.write(appId, actor, {
      action: 'create',
      tool: 'create_entity_records',
      entity: 'Proposed',
      reason: 'p',
      records: [{ v: 1 }, { v: 2 }, { v: 3 }],
    });
    assert.equal(proposal.awaiting_approval, true);
    assert.equal(proposal.affected_count, 0);
    assert.equal((await records.countByEntity(appId)).Proposed, undefined);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? s2.records : records).approve(account, proposal.approval_id as string)),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    assert.equal(ok.length, 1, JSON.stringify(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))));
    for (const o of outcomes)
      if (o.status === 'rejected') assert.ok(o.reason instanceof ServiceError && o.reason.kind === 'conflict', String(o.reason));
    assert.equal((await records.countByEntity(appId)).Proposed, 3);
    const audit = await db.all<any>("SELECT * FROM record_writes WHERE app_id = ? AND entity = 'Proposed'", [appId]);
    assert.equal(audit.length, 1);
    assert.equal(audit[0].approval_id, proposal.approval_id);
    await records.setSettings(appId, { execution_mode: 'direct' }, { account_id: account.id, via: 'studio' });
  });

  it('a token cannot switch approval mode off; the studio can', async () => {
    await records.setSettings(appId, { execution_mode: 'approval' }, { account_id: account.id, via: 'tool' });
    await rejects(records.setSettings(appId, { execution_mode: 'direct' }, { account_id: account.id, via: 'tool' }), 'fails_closed');
    const out = await records.setSettings(appId, { execution_mode: 'direct' }, { account_id: account.id, via: 'studio' });
    assert.equal(out.execution_mode, 'direct');
  });
});
