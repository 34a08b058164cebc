import type { Migration } from '../storage/db.ts';

/**
 * Records are JSON documents, one row each, in one table for every app and entity: JSON TEXT on
 * SQLite, JSONB on PostgreSQL. On PostgreSQL the key columns use the "C" collation so ids and
 * created_by sort bytewise, as on SQLite. Per-entity field indexes are partial expression indexes
 * created at run time (records/sql.ts indexSpecs) and listed in record_indexes.
 */
const tables = (json: string, text: string) => `
  CREATE TABLE records (
    app_id ${text} NOT NULL,
    entity ${text} NOT NULL,
    id ${text} NOT NULL,
    data ${json} NOT NULL,
    created_date BIGINT NOT NULL,
    updated_date BIGINT NOT NULL,
    created_by ${text},
    PRIMARY KEY (app_id, entity, id)
  );
  CREATE INDEX records_created ON records (app_id, entity, created_date, id);
  CREATE TABLE record_indexes (
    name TEXT PRIMARY KEY,
    app_id TEXT NOT NULL,
    entity TEXT NOT NULL,
    fields TEXT NOT NULL,
    created_at BIGINT NOT NULL
  );
  CREATE INDEX record_indexes_entity ON record_indexes (app_id, entity);
  CREATE TABLE record_writes (
    id TEXT PRIMARY KEY,
    at BIGINT NOT NULL,
    app_id TEXT NOT NULL,
    entity TEXT NOT NULL,
    tool TEXT NOT NULL,
    action TEXT NOT NULL,
    count INTEGER NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    account_id TEXT,
    token_id TEXT,
    approval_id TEXT,
    record_ids TEXT NOT NULL DEFAULT '[]'
  );
  CREATE INDEX record_writes_app ON record_writes (app_id, at);
  CREATE TABLE record_approvals (
    id TEXT PRIMARY KEY,
    app_id TEXT NOT NULL,
    account_id TEXT NOT NULL,
    token_id TEXT,
    tool TEXT NOT NULL,
    entity TEXT NOT NULL,
    action TEXT NOT NULL,
    plan TEXT NOT NULL,
    system_action TEXT NOT NULL,
    proposed_count INTEGER NOT NULL,
    status TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    decided_at BIGINT,
    decided_by TEXT,
    result TEXT,
    error TEXT
  );
  CREATE INDEX record_approvals_app ON record_approvals (app_id, status, created_at);
  CREATE TABLE record_settings (
    app_id TEXT PRIMARY KEY,
    execution_mode TEXT NOT NULL,
    approval_ttl_seconds INTEGER NOT NULL,
    updated_at BIGINT NOT NULL,
    updated_by TEXT
  );
`;

export const recordMigrations: Migration[] = [
  {
    id: 'records:001_records',
    sql: { sqlite: tables('TEXT', 'TEXT'), postgres: tables('JSONB', 'TEXT COLLATE "C"') },
  },
];
