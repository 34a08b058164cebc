/**
 * Exposure recording throughput of A/B tests: AbTestsService.variantFor for first-time visitors (the
 * HMAC of the visitor id, a lookup of the stored assignment, the hash, one INSERT … ON CONFLICT DO
 * NOTHING) next to the floors measured in the same run on the same store: the same single-row INSERT
 * through the service's Db adapter, and a raw insert with the driver alone (node:sqlite prepared
 * statement, or one pg client). Also a returning visitor (lookup only) and a conversion, one call at a
 * time and 16 in flight. `BENCH_DATABASE_URL=postgres://…` runs on PostgreSQL.
 *
 *   node bench/abtests.bench.ts          BENCH_AB_VISITORS (default 20,000; 5,000 on PostgreSQL), BENCH_ROUNDS (3, medians)
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { benchPgUrl, median, printTable, startBenchService } from './lib.ts';

const pgUrl = benchPgUrl;
const N = Number(process.env.BENCH_AB_VISITORS || (pgUrl ? 5_000 : 20_000));
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONCURRENCY = 16;
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const bench = await startBenchService('ab', { listen: false });
const { db, dataDir } = bench.store;
const schema = bench.store.schema;
const { apps, abtests } = bench.services;
const account = bench.account;
const appId = (await apps.createApp(null, account.id, { name: 'Bench app' })).id;

let run = 0;
const hex = (i: number) => `${run.toString(16).padStart(8, '0')}${i.toString(16).padStart(24, '0')}`;
const visit = (i: number) => ({ visitor: hex(i), ip: '127.0.0.1', userAgent: BROWSER_UA, preview: false });

async function newTest(): Promise<{ id: string; name: string }> {
  const name = `bench-${++run}`;
  const t = await abtests.create(appId, {
    name,
    page_name: 'Landing',
    is_active: true,
    variants: [
      { key: 'a', weight: 1, is_control: true },
      { key: 'b', weight: 1 },
    ],
  });
  return { id: t.id, name };
}

interface Rate {
  perSecond: number;
  /** CPU time of this process per call (user + system, all threads): steadier than wall time on a busy machine. */
  cpuUs: number;
}

/** Calls `one(i)` for i in [0, N), `inFlight` at a time. */
async function rate(inFlight: number, one: (i: number) => Promise<unknown> | unknown): Promise<Rate> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < N) await one(next++);
    }),
  );
  const used = process.cpuUsage(cpu);
  return { perSecond: Math.round(N / ((performance.now() - started) / 1000)), cpuUs: (used.user + used.system) / N };
}

async function rawDriverInsert(testId: string): Promise<Rate> {
  if (pgUrl) {
    const u = new URL(pgUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    const r = await rate(1, (i) =>
      c.query('INSERT INTO ab_exposures (test_id, visitor, variant, at) VALUES ($1, $2, $3, $4)', [
        testId,
        `raw${hex(i)}`,
        'a',
        Date.now(),
      ]),
    );
    await c.end();
    return r;
  }
  const raw = new DatabaseSync(path.join(dataDir, 'fine-structure.db'));
  raw.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  const stmt = raw.prepare('INSERT INTO ab_exposures (test_id, visitor, variant, at) VALUES (?, ?, ?, ?)');
  const r = await rate(1, (i) => stmt.run(testId, `raw${hex(i)}`, 'a', Date.now()));
  raw.close();
  return r;
}

const results: Record<string, Rate[]> = {};
const add = (k: string, v: Rate) => (results[k] ??= []).push(v);

for (let round = 0; round < ROUNDS; round++) {
  {
    const t = await newTest();
    add('raw driver INSERT (floor)', await rawDriverInsert(t.id));
  }
  {
    const t = await newTest();
    add(
      'Db.run INSERT (service adapter)',
      await rate(1, (i) =>
        db.run('INSERT INTO ab_exposures (test_id, visitor, variant, at) VALUES (?, ?, ?, ?)', [t.id, `db${hex(i)}`, 'a', Date.now()]),
      ),
    );
  }
  {
    const t = await newTest();
    add('variantFor, new visitor (records)', await rate(1, (i) => abtests.variantFor(appId, t.name, visit(i))));
    add('variantFor, returning visitor', await rate(1, (i) => abtests.variantFor(appId, t.name, visit(i))));
    add('convert, exposed visitor (records)', await rate(1, (i) => abtests.convert(appId, t.name, 'signup', visit(i))));
  }
  {
    const t = await newTest();
    add(`variantFor, new visitor, ${CONCURRENCY} in flight`, await rate(CONCURRENCY, (i) => abtests.variantFor(appId, t.name, visit(i))));
  }
}

const recorded = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM ab_exposures');
const floor = results['raw driver INSERT (floor)']!;
const floorRate = median(floor.map((r) => r.perSecond));
const floorCpu = median(floor.map((r) => r.cpuUs));
console.log(`${pgUrl ? 'PostgreSQL' : 'SQLite'}, ${N} visitors per run, median of ${ROUNDS} rounds (${recorded?.n} exposure rows written)`);
printTable(
  Object.entries(results).map(([name, xs]) => {
    const perSecond = median(xs.map((r) => r.perSecond));
    const cpu = median(xs.map((r) => r.cpuUs));
    return {
      measurement: name,
      'per second': perSecond,
      'vs raw insert': `${(perSecond / floorRate).toFixed(2)}×`,
      'CPU µs each': cpu.toFixed(1),
      'CPU vs raw insert': `${(cpu / floorCpu).toFixed(2)}×`,
    };
  }),
);

await bench.stop();
