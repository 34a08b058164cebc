/**
 * The cost of studio collaborators in the one access check, and of a claim transfer, in process on
 * SQLite (or PostgreSQL with `BENCH_DATABASE_URL`): `BENCH_AGENCY_APPS` apps (default 5,000), each
 * shared with two collaborators, then the access check of every tool call (resolveApp) measured as
 * the owner, as an editor and as a stranger, and `BENCH_AGENCY_CLAIMS` claim accepts (default 200).
 */
import pino from 'pino';
import { AgencyService } from '../src/agency/service.ts';
import { resolveApp } from '../src/apps/access.ts';
import { loadConfig } from '../src/config.ts';
import { IdentityService } from '../src/identity/service.ts';
import { MailOutbox } from '../src/mail/outbox.ts';
import { SCOPES } from '../src/platform/scopes.ts';
import type { Principal } from '../src/platform/types.ts';
import { benchStore, percentile, printTable } from './lib.ts';

const APPS = Number(process.env.BENCH_AGENCY_APPS || 5000);
const CLAIMS = Number(process.env.BENCH_AGENCY_CLAIMS || 200);
const CHECKS = 5000;
const principal = (accountId: string): Principal => ({
  accountId,
  email: '',
  tokenId: 'bench',
  scopes: new Set(SCOPES),
  appLock: null,
  perMinute: 1e9,
  perDay: 1e9,
  isPlatformTeam: false,
});

const percentiles = (samples: number[]) => ({
  p50_us: Math.round(percentile(samples, 50) * 1000),
  p99_us: Math.round(percentile(samples, 99) * 1000),
});

async function main() {
  const store = await benchStore('agency', 5);
  const db = store.db;
  const config = loadConfig({ SVC_DATA_DIR: store.dataDir, SVC_PUBLIC_URL: 'http://127.0.0.1:1' });
  const identity = new IdentityService(db, config);
  const agency = new AgencyService({ db, config, identity, mail: new MailOutbox(db, config, pino({ level: 'silent' })) });
  const now = Date.now();
  const accounts = ['owner', 'editor', 'viewer', 'stranger'];
  for (const a of accounts) {
    await db.run(
      'INSERT INTO accounts (id, email, full_name, password_hash, is_platform_team, created_at, email_verified_at) VALUES (?, ?, ?, ?, 0, ?, ?)',
      [a, `${a}@bench.example`, '', 'x', now, now],
    );
  }
  for (let i = 0; i < APPS; i += 500) {
    await db.transaction(async (tx) => {
      for (let j = i; j < Math.min(APPS, i + 500); j++) {
        await tx.run(
          "INSERT INTO apps (id, owner_account_id, name, description, settings, created_at, updated_at, last_activity_at) VALUES (?, 'owner', ?, '', '{}', ?, ?, ?)",
          [`app_${j}`, `App ${j}`, now, now, now + j],
        );
        await tx.run("INSERT INTO app_collaborators (app_id, account_id, role, created_at) VALUES (?, 'editor', 'editor', ?)", [
          `app_${j}`,
          now,
        ]);
        await tx.run("INSERT INTO app_collaborators (app_id, account_id, role, created_at) VALUES (?, 'viewer', 'viewer', ?)", [
          `app_${j}`,
          now,
        ]);
      }
    });
  }

  const rows: Array<Record<string, string | number>> = [];
  for (const [who, needs] of [
    ['owner', 'owner'],
    ['editor', 'editor'],
    ['viewer', 'viewer'],
    ['stranger', 'viewer'],
  ] as const) {
    const samples: number[] = [];
    for (let i = 0; i < CHECKS; i++) {
      const started = performance.now();
      await resolveApp(db, principal(who), `app_${i % APPS}`, needs).catch(() => {});
      samples.push(performance.now() - started);
    }
    rows.push({ measure: `access check as ${who}`, ...percentiles(samples) });
  }
  const list: number[] = [];
  const { AppsService } = await import('../src/apps/service.ts');
  const apps = new AppsService(db);
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await apps.listVisible(principal('editor'), { limit: 50, offset: 0 });
    list.push(performance.now() - started);
  }
  rows.push({ measure: `list_apps query, editor of ${APPS} shared apps`, ...percentiles(list) });
  const ownerList: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await apps.listVisible(principal('owner'), { limit: 50, offset: 0 });
    ownerList.push(performance.now() - started);
  }
  rows.push({ measure: `list_apps query, owner of ${APPS} apps`, ...percentiles(ownerList) });

  const claims: number[] = [];
  const client = { id: 'client', email: 'client@bench.example', full_name: '', is_platform_team: 0, created_at: now };
  await db.run(
    "INSERT INTO accounts (id, email, full_name, password_hash, is_platform_team, created_at, email_verified_at) VALUES ('client', ?, '', 'x', 0, ?, ?)",
    [client.email, now, now],
  );
  for (let i = 0; i < CLAIMS; i++) {
    const link = await agency.createLink(
      { accountId: 'owner', email: 'owner@bench.example' },
      { id: `app_${i}`, name: `App ${i}` },
      {
        client_email: client.email,
        keep_agent_collaborator: true,
        claim_expires_in_days: 14,
      },
    );
    const started = performance.now();
    await agency.acceptClaim(link.claim_token, { account: client, emailVerified: true });
    claims.push(performance.now() - started);
  }
  rows.push({ measure: 'claim accept (one transaction)', ...percentiles(claims) });
  console.log(`${store.label}, ${APPS} apps with 2 collaborators each`);
  printTable(rows);
  await store.dispose();
}

await main();
