/**
 * One service node in a process of its own, on an existing store, for the webhook durability tests
 * (a test SIGKILLs it mid-delivery). The store: WEBHOOK_NODE_SQLITE=<file>, or
 * WEBHOOK_NODE_PG_SCHEMA=<schema> with DATABASE_URL. Settings come from the environment as usual.
 * Prints "ready" once its delivery worker runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { buildService } from '../../src/server.ts';
import { PostgresDb } from '../../src/storage/postgres.ts';
import { SqliteDb } from '../../src/storage/sqlite.ts';

const file = process.env.WEBHOOK_NODE_SQLITE;
const db = file ? new SqliteDb(file) : new PostgresDb(process.env.DATABASE_URL!, process.env.WEBHOOK_NODE_PG_SCHEMA!, 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-node-'));
const config = loadConfig({ ...process.env, SVC_DATA_DIR: dataDir, SVC_JOB_CONCURRENCY: '0' });
const service = await buildService(config, { db, logger: pino({ level: process.env.SVC_TEST_LOG || 'silent' }) });
// No HTTP server here: this keeps the process alive for its (unref'd) worker.
const alive = setInterval(() => {}, 1 << 30);
process.stdout.write(`ready ${service.services.webhooks.worker.owner}\n`);
process.on('SIGTERM', () => {
  clearInterval(alive);
  void service.close().finally(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
