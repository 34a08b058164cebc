/**
 * `svc connect …`: its argument handling and exit statuses. bin/svc.js loads this module alone for
 * `connect` (it runs on the user's computer and needs nothing of the server), so it imports only
 * the connector and the config path.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectorConfigPath } from '../config.ts';
import { ConnectError, runConnect } from './connector.ts';

/** Runs `svc connect` with its arguments; exits 2 on bad usage, 1 when the connection fails. */
export async function connectCommand(args: string[]): Promise<void> {
  const usage = (message: string): never => {
    process.stderr.write(`svc connect: ${message}\n`);
    process.exit(2);
  };
  let values: { url?: string; 'read-only'?: boolean; 'app-id'?: string; config?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { url: { type: 'string' }, 'read-only': { type: 'boolean' }, 'app-id': { type: 'string' }, config: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    return usage((err as Error).message);
  }
  const url = values.url ?? usage('--url is required: the address of the service, e.g. --url https://fine-structure.example.com');
  try {
    await runConnect({
      url,
      access: values['read-only'] ? 'read' : 'full',
      appId: values['app-id'] ?? null,
      configPath: path.resolve(values.config ?? connectorConfigPath()),
      out: (text) => process.stdout.write(text),
    });
  } catch (err) {
    process.stderr.write(`svc connect: ${err instanceof ConnectError ? err.message : String((err as Error)?.message ?? err)}\n`);
    process.exit(1);
  }
}
