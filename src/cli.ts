import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { keyId, loadSecretsKey, parseKey, rotateSecretsKey } from './functions/secrets.ts';
import { connectorConfigPath, loadConfig } from './config.ts';
import { connectCommand } from './connect/command.ts';
import { IdentityService } from './identity/service.ts';
import { MailOutbox } from './mail/outbox.ts';
import pino from 'pino';
import { buildService } from './server.ts';
import { allMigrations } from './areas.ts';
import { migrate, openDb } from './storage/index.ts';
import { loadNounClasses } from './generation/offline/noun-classes.ts';

const USAGE = `Usage: svc <command>

  serve                                   start the service (what npm start runs)
  user create --email E --password P [--name N] [--team]
                                          --team (or --platform-team): a platform-team account, which
                                          triages every account's platform requests
  user set-team <email> [--off]           marks an existing account as platform team (--off: unmarks it)
  token create --email E --scopes all|s1,s2 [--app-id ID] [--per-minute N] [--per-day N]
               [--expires-in-days N] [--name N]   prints the raw token as the last line
  token list --email E
  token revoke --email E --id TOKEN_ID
  mail list [--status queued|sent|failed] [--limit N]   the mail outbox, newest first, with bodies
  connect --url BASE_URL [--read-only] [--app-id ID] [--config PATH]
                                          connect this computer's MCP clients to a service: prints an
                                          approval URL and a code, waits for the owner to approve in the
                                          studio, stores the token in PATH (default ${connectorConfigPath()},
                                          mode 0600) and prints MCP client configurations
  secrets rotate-key [--new-key HEX]      re-encrypts every app secret with a new key (generated when not
                                          given); stop the other nodes first and give them the new key

Configuration comes from the environment (see README.md).`;

function fail(message: string): never {
  process.stderr.write(`svc: ${message}\n`);
  process.exit(2);
}

function intOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive integer`);
  return n;
}

async function withIdentity<T>(fn: (identity: IdentityService) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = openDb(config);
  try {
    await migrate(db, allMigrations);
    return await fn(new IdentityService(db, config));
  } finally {
    await db.close();
  }
}

async function rotateKey(args: string[]) {
  const { values } = parseArgs({ args, options: { 'new-key': { type: 'string' } }, strict: true });
  const config = loadConfig();
  const current = loadSecretsKey(config);
  let next: Buffer;
  try {
    next = values['new-key'] ? parseKey(values['new-key']) : randomBytes(32);
  } catch (err) {
    fail((err as Error).message);
  }
  const db = openDb(config);
  try {
    await migrate(db, allMigrations);
    // The new key reaches the disk before any row is sealed with it, so a crash cannot strand secrets.
    const pending = current.file ? `${current.file}.new` : null;
    if (pending) fs.writeFileSync(pending, `${next.toString('hex')}\n`, { mode: 0o600 });
    const n = await rotateSecretsKey(db, current.key, next);
    if (pending && current.file) fs.renameSync(pending, current.file);
    process.stdout.write(`Re-encrypted ${n} secret(s); new key id ${keyId(next)}.\n`);
    if (current.source === 'env') {
      process.stdout.write('Set SVC_SECRETS_KEY to the new key on every node and restart them; the new key is the last line.\n');
      process.stdout.write(`${next.toString('hex')}\n`);
    } else {
      process.stdout.write(`The new key is in ${current.file}; copy it to every other node of the cluster and restart them.\n`);
    }
  } finally {
    await db.close();
  }
}

async function main(argv: string[]) {
  const [command, sub, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command === 'mail' && sub === 'list') {
    const { values } = parseArgs({ args: rest, options: { status: { type: 'string' }, limit: { type: 'string' } } });
    const config = loadConfig();
    const db = openDb(config);
    try {
      await migrate(db, allMigrations);
      const outbox = new MailOutbox(db, config, pino({ level: 'silent' }));
      const rows = await outbox.list({ status: values.status, limit: intOption(values.limit, 'limit') ?? 20 });
      if (!rows.length) process.stdout.write('the mail outbox is empty\n');
      for (const m of rows) {
        process.stdout.write(
          `--- ${m.id}  ${m.status}  attempts=${m.attempts}  ${new Date(m.created_at).toISOString()}  (${m.purpose})\n` +
            `To: ${m.to_address}\nSubject: ${m.subject}\n${m.last_error ? `Last error: ${m.last_error}\n` : ''}\n${m.body_text}\n`,
        );
      }
    } finally {
      await db.close();
    }
    return;
  }
  if (command === 'serve') {
    const config = loadConfig();
    const service = await buildService(config);
    await service.listen({ port: config.port, host: config.host });
    service.services.log.info(
      `Fine Structure listening on ${config.publicUrl}, apps on ${config.appUrl} (database: ${service.services.db.dialect})`,
    );
    const stop = async () => {
      await service.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    // the offline generator's noun classes are a 7 MB file to read: read it now, not in the first request
    setImmediate(loadNounClasses);
    return;
  }
  if (command === 'secrets' && sub === 'rotate-key') return rotateKey(rest);
  if (command === 'connect') return connectCommand(argv.slice(1));
  if (command === 'user' && sub === 'set-team') {
    const { values, positionals } = parseArgs({ args: rest, options: { off: { type: 'boolean' } }, allowPositionals: true, strict: true });
    const target = positionals[0] ?? fail('usage: svc user set-team <email> [--off]');
    const account = await withIdentity((id) => id.setPlatformTeam(target, !values.off));
    if (!account) fail(`no account with email ${target}`);
    process.stdout.write(`${account.email} is ${account.is_platform_team ? 'now' : 'no longer'} a platform-team account\n`);
    return;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      'platform-team': { type: 'boolean' },
      team: { type: 'boolean' },
      scopes: { type: 'string' },
      'app-id': { type: 'string' },
      'per-minute': { type: 'string' },
      'per-day': { type: 'string' },
      'expires-in-days': { type: 'string' },
      id: { type: 'string' },
    },
    strict: true,
  });
  const email = values.email ?? fail('--email is required');
  if (command === 'user' && sub === 'create') {
    const password = values.password ?? fail('--password is required');
    const account = await withIdentity((id) =>
      id.createAccount({ email, password, full_name: values.name, is_platform_team: values.team || values['platform-team'] }),
    );
    process.stdout.write(`created account ${account.id} <${account.email}>${account.is_platform_team ? ' (platform team)' : ''}\n`);
    return;
  }
  if (command === 'token') {
    await withIdentity(async (identity) => {
      const account = (await identity.findAccountByEmail(email)) ?? fail(`no account with email ${email}`);
      if (sub === 'create') {
        const { token, info } = await identity.createToken(account.id, {
          name: values.name,
          scopes: values.scopes ?? fail('--scopes is required (all, or a comma-separated list)'),
          app_id: values['app-id'],
          per_minute: intOption(values['per-minute'], 'per-minute'),
          per_day: intOption(values['per-day'], 'per-day'),
          expires_in_days: intOption(values['expires-in-days'], 'expires-in-days'),
        });
        process.stdout.write(
          `token ${info.token_id} (${info.name}) scopes=${info.scopes.join(',')}${info.app_id ? ` app=${info.app_id}` : ''}\n${token}\n`,
        );
      } else if (sub === 'list') {
        for (const t of await identity.listTokens(account.id)) {
          const state = t.revoked_at ? 'revoked' : t.expires_at && Date.parse(t.expires_at) < Date.now() ? 'expired' : 'active';
          process.stdout.write(`${t.token_id}\t${state}\t${t.name}\t${t.scopes.join(',')}\t${t.app_id ?? '-'}\t${t.token_hint}\n`);
        }
      } else if (sub === 'revoke') {
        const id = values.id ?? fail('--id is required');
        if (!(await identity.revokeToken(account.id, id))) fail(`no token ${id} for ${email}`);
        process.stdout.write(`revoked ${id}\n`);
      } else fail(`unknown command: token ${sub ?? ''}\n\n${USAGE}`);
    });
    return;
  }
  fail(`unknown command: ${argv.join(' ')}\n\n${USAGE}`);
}

main(process.argv.slice(2)).catch((err) => {
  process.stderr.write(`svc: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
