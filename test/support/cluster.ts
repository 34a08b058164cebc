import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** One `svc serve` process: its own port, data folder and process; the database is shared. */
export interface Node {
  name: string;
  baseUrl: string;
  process: ChildProcess;
  /** What the process wrote to stderr (its warnings and errors), for failure messages. */
  stderr(): string;
  /** SIGKILL: the process gets no chance to flush or release anything. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL URL whose connections use `schema`: each node process reaches the same isolated
 * store a test (or benchmark) created, through DATABASE_URL alone.
 */
export function urlWithSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Spawns `node src/cli.ts serve` and waits until /api/mcp/health answers 200. A port that was free
 * when picked can be taken by another test process before the node binds it; then the node is
 * started again on other ports (a bounded number of times).
 */
export async function startNode(name: string, env: Record<string, string>, timeoutMs = 60_000): Promise<Node> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startNodeOnce(name, env, timeoutMs);
    } catch (e) {
      if (attempt >= 3 || !(e instanceof PortTakenError)) throw e;
    }
  }
}

class PortTakenError extends Error {}

async function startNodeOnce(name: string, env: Record<string, string>, timeoutMs: number): Promise<Node> {
  const port = await freePort();
  const appPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fs-node-${name}-`));
  const child = spawn(process.execPath, [path.join(root, 'src/cli.ts'), 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      SVC_LOG_LEVEL: 'warn',
      SVC_DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      SVC_APP_PORT: String(appPort),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (c) => {
    if (err.length < 100_000) err += c;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const message = `node ${name} exited with ${child.exitCode}: ${err}`;
      throw err.includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
    }
    try {
      if ((await fetch(`${baseUrl}/api/mcp/health`)).status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`node ${name} did not start: ${err}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    name,
    baseUrl,
    process: child,
    stderr: () => err,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
      cleanup();
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited(child);
        clearTimeout(timer);
      }
      cleanup();
    },
  };
}
