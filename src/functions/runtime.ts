/**
 * The backend function runtime: app function files bundled by esbuild into one ES module (after the
 * bootstrap), run by Deno with least privilege, kept warm in a pool keyed by app, function, code
 * hash, secrets version and egress policy.
 *
 * Deno flags: no `--allow-*` except `--allow-net=127.0.0.1:<gateway>` (egress.ts) and
 * `--allow-env=<the app's secret names>`; `--no-remote --no-npm --no-config --no-lock --no-prompt`;
 * `--v8-flags=--max-old-space-size=<SVC_FUNCTION_MEMORY_MB>`. The process environment holds the
 * app's secrets and the few variables Deno itself needs (DENO_DIR, NO_COLOR), never the server's.
 * Requests and responses travel over stdin/stdout, so the function opens no socket of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { EgressDenied, egressFetch, type Resolver } from './egress.ts';

const BOOTSTRAP = fs.readFileSync(new URL('./bootstrap.js', import.meta.url), 'utf8');

export type LimitKind = 'timeout' | 'cpu' | 'memory' | 'response_size' | 'request_size' | 'crash' | 'start' | 'handler' | 'busy' | 'build';

/** A function that could not answer: the kind says which limit or failure, the status is what callers get. */
export class FunctionFailure extends Error {
  readonly kind: LimitKind;
  readonly status: number;
  readonly path: string | null;
  readonly line: number | null;
  constructor(kind: LimitKind, message: string, at: { path?: string | null; line?: number | null } = {}) {
    super(message);
    this.kind = kind;
    this.status = kind === 'busy' ? 429 : kind === 'timeout' || kind === 'cpu' ? 504 : kind === 'request_size' ? 413 : 502;
    this.path = at.path ?? null;
    this.line = at.line ?? null;
  }
}

export interface FunctionLog {
  level: string;
  message: string;
  path: string | null;
  line: number | null;
  column: number | null;
  stack?: string | null;
}

export interface InvokeInput {
  appId: string;
  name: string;
  /** Identifies the function files' contents (loaded only when no bundle of them exists yet). */
  codeHash: string;
  loadFiles(): Promise<Map<string, string>>;
  secrets: Record<string, string>;
  secretsVersion: string;
  allowedHosts: string[] | null;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
  caller: string;
  /** The invocation's data credential (valid while it runs; see FunctionsService.dataBridge). */
  token: string;
  ip: string | null;
}

export interface InvokeOutput {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  cold: boolean;
}

export interface RuntimeHooks {
  log(appId: string, name: string, entry: FunctionLog): void;
  data(appId: string, token: string, method: string, path: string, body: Buffer | null): Promise<{ status: number; body: unknown }>;
}

/** The platform binary of the npm `deno` package (optional dependencies per platform), or SVC_DENO_PATH. */
export function denoBinary(config: Pick<Config, 'denoPath'>): string {
  if (config.denoPath) return config.denoPath;
  const arch = process.arch === 'x64' ? 'x64' : process.arch === 'arm64' ? 'arm64' : process.arch;
  const pkg =
    process.platform === 'linux'
      ? `@deno/linux-${arch}-glibc`
      : process.platform === 'darwin'
        ? `@deno/darwin-${arch}`
        : process.platform === 'win32'
          ? `@deno/win32-${arch}`
          : null;
  if (!pkg) throw new Error(`No Deno binary for ${process.platform}-${process.arch}; set SVC_DENO_PATH`);
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  return path.join(dir, process.platform === 'win32' ? 'deno.exe' : 'deno');
}

// -------------------------------------------------------------------------------------------- bundling

const REMOTE_RE = /^(https?:|npm:|jsr:|data:|blob:|file:)/i;

/** One ES module: the bootstrap, then the function file (and the files it imports from functions/). */
export async function bundleFunction(name: string, files: Map<string, string>): Promise<{ code: string; entry: string }> {
  const entry = files.has(`functions/${name}.ts`) ? `functions/${name}.ts` : `functions/${name}.js`;
  if (!files.has(entry)) throw new FunctionFailure('build', `functions/${name}.js does not exist`);
  const result = await esbuild
    .build({
      stdin: {
        contents: `import '@svc/bootstrap';\nimport './${entry}';\nglobalThis.__svcStart();\n`,
        resolveDir: '/app',
        sourcefile: '__svc_entry__.js',
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      target: 'esnext',
      sourcemap: 'inline',
      sourcesContent: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'app-files',
          setup(build) {
            build.onResolve({ filter: /.*/ }, (args) => {
              if (args.path === '@svc/bootstrap') return { path: 'bootstrap', namespace: 'svc' };
              if (args.path.startsWith('node:')) return { path: args.path, external: true };
              if (REMOTE_RE.test(args.path))
                return {
                  errors: [
                    { text: `remote and package imports are not allowed in functions (${args.path}); bundle the code into functions/` },
                  ],
                };
              if (!args.path.startsWith('.') && !args.path.startsWith('/'))
                return { errors: [{ text: `only relative imports of files under functions/ are allowed (${args.path})` }] };
              const base = args.importer && args.namespace === 'app' ? path.posix.dirname(args.importer) : '/app';
              const abs = path.posix.resolve(base, args.path);
              const rel = abs.replace(/^\/app\//, '');
              for (const cand of [rel, `${rel}.js`, `${rel}.ts`, `${rel}/index.js`, `${rel}/index.ts`]) {
                if (cand.startsWith('functions/') && files.has(cand)) return { path: `/app/${cand}`, namespace: 'app' };
              }
              return { errors: [{ text: `cannot find ${args.path} (functions may import only files under functions/)` }] };
            });
            build.onLoad({ filter: /.*/, namespace: 'svc' }, () => ({ contents: BOOTSTRAP, loader: 'js' }));
            build.onLoad({ filter: /.*/, namespace: 'app' }, (args) => {
              const rel = args.path.replace(/^\/app\//, '');
              return { contents: files.get(rel)!, loader: rel.endsWith('.ts') ? 'ts' : 'js', resolveDir: path.posix.dirname(args.path) };
            });
          },
        },
      ],
    })
    .catch((err: { errors?: Array<{ text: string; location?: { file: string; line: number } | null }> }) => {
      const first = err.errors?.[0];
      const loc = first?.location ? ` (${first.location.file.replace(/^\/?app\//, '')}:${first.location.line})` : '';
      throw new FunctionFailure('build', `functions/${name}: ${first?.text ?? String(err)}${loc}`, {
        path: first?.location?.file.replace(/^\/?app\//, '') ?? entry,
        line: first?.location?.line ?? null,
      });
    });
  // The app's sources appear as functions/<file> in stack traces (the bundle sits in the work folder).
  const code = result.outputFiles[0]!.text.replace(/"sources":\[[^\]]*\]/, (m) => m.replace(/\/?app\//g, ''));
  return { code, entry };
}

// -------------------------------------------------------------------------------------------- workers

interface Pending {
  resolve(v: InvokeOutput): void;
  reject(e: FunctionFailure): void;
  timer: NodeJS.Timeout;
  cpuAtStart: number;
  startedAt: number;
}

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

function procStats(pid: number): { rssMb: number; cpuMs: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuMs = (Number(f[11]) + Number(f[12])) * TICK_MS;
    const rssMb = (Number(f[21]) * 4096) / 1024 / 1024;
    return { rssMb, cpuMs };
  } catch {
    return null;
  }
}

class Worker {
  readonly key: string;
  readonly appId: string;
  readonly name: string;
  proc!: ChildProcess;
  gateway!: http.Server;
  lastUsed = Date.now();
  rssMb = 40;
  retired = false;
  dead = false;
  private stopping = false;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private killedFor: { kind: LimitKind; message: string } | null = null;
  private stderr = '';
  private ready!: Promise<void>;
  private monitor: NodeJS.Timeout | null = null;
  private readonly rt: FunctionRuntime;
  private readonly allowedHosts: string[] | null;

  constructor(rt: FunctionRuntime, key: string, appId: string, name: string, allowedHosts: string[] | null) {
    this.rt = rt;
    this.key = key;
    this.appId = appId;
    this.name = name;
    this.allowedHosts = allowedHosts;
  }

  get busy(): number {
    return this.pending.size;
  }

  async start(bundleFile: string, secrets: Record<string, string>): Promise<void> {
    this.gateway = http.createServer((req, res) => this.onGateway(req, res));
    await new Promise<void>((ok) => this.gateway.listen(0, '127.0.0.1', ok));
    const port = (this.gateway.address() as { port: number }).port;
    const cfg = this.rt.config;
    const names = Object.keys(secrets);
    const args = [
      'run',
      '--no-prompt',
      '--no-remote',
      '--no-npm',
      '--no-config',
      '--no-lock',
      '--quiet',
      `--allow-net=127.0.0.1:${port}`,
      ...(names.length ? [`--allow-env=${names.join(',')}`] : []),
      `--v8-flags=--max-old-space-size=${cfg.functionMemoryMb}`,
      bundleFile,
      String(port),
      String(cfg.functionMaxBodyBytes),
    ];
    this.proc = spawn(this.rt.deno, args, {
      env: { ...secrets, DENO_DIR: this.rt.denoDir, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
      cwd: this.rt.workDir,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.proc.stdin!.on('error', () => {});
    // Chunks are kept until a whole frame is there (no re-copying of a large response per chunk).
    let chunks: Buffer[] = [];
    let have = 0;
    let need = -1;
    const maxFrame = cfg.functionMaxBodyBytes * 1.4 + 64 * 1024;
    this.proc.stdout!.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      have += chunk.length;
      for (;;) {
        if (need < 0) {
          if (have < 4) return;
          const head = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          chunks = [head];
          need = head.readUInt32BE(0);
          if (need > maxFrame) {
            this.kill('response_size', `the function's response is larger than ${cfg.functionMaxBodyBytes} bytes`);
            chunks = [];
            have = 0;
            return;
          }
        }
        if (have < 4 + need) return;
        const all: Buffer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        const frame = all.subarray(4, 4 + need);
        const rest = all.subarray(4 + need);
        chunks = rest.length ? [rest] : [];
        have = rest.length;
        need = -1;
        try {
          this.onFrame(JSON.parse(frame.toString('utf8')));
        } catch (err) {
          this.rt.log.warn({ err, app: this.appId, fn: this.name }, 'bad frame from a function process');
        }
      }
    });
    this.proc.stderr!.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-8000);
    });
    let readyResolve!: () => void;
    let readyReject!: (e: FunctionFailure) => void;
    this.ready = new Promise<void>((ok, fail) => {
      readyResolve = ok;
      readyReject = fail;
    });
    this.onReady = readyResolve;
    const startTimer = setTimeout(
      () => this.kill('start', `functions/${this.name} did not start within ${cfg.functionTimeoutMs} ms`),
      cfg.functionTimeoutMs,
    );
    this.proc.on('exit', (code, signal) => {
      clearTimeout(startTimer);
      this.dead = true;
      if (this.monitor) clearInterval(this.monitor);
      this.gateway.close();
      this.gateway.closeAllConnections?.();
      this.rt.forget(this);
      const failure = this.failure(code, signal);
      // A stop of ours is no event; a crash or V8's own out-of-memory exit is (a kill logged itself).
      if (!this.killedFor && !this.stopping)
        this.rt.hooks.log(this.appId, this.name, {
          level: 'limit',
          message: failure.message,
          path: failure.path,
          line: failure.line,
          column: null,
        });
      readyReject(failure);
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(failure);
        this.pending.delete(id);
      }
    });
    this.proc.on('error', (err) => {
      this.stderr += `\n${err.message}`;
    });
    this.ready.catch(() => {});
    await this.ready;
    clearTimeout(startTimer);
  }

  private onReady: () => void = () => {};

  private failure(code: number | null, signal: string | null): FunctionFailure {
    if (this.killedFor) return new FunctionFailure(this.killedFor.kind, this.killedFor.message);
    const err = this.stderr;
    if (/out of memory|heap limit|Allocation failed/i.test(err))
      return new FunctionFailure(
        'memory',
        `functions/${this.name} ran out of memory (limit ${this.rt.config.functionMemoryMb} MB) and was stopped`,
      );
    const at = /(functions\/[^\s:)]+):(\d+):\d+/.exec(err);
    const first = err
      .split('\n')
      .map((l) => l.trim())
      .find((l) => /^error:/i.test(l));
    const detail = (first ?? err.trim().split('\n')[0] ?? '').replace(/^error:\s*/i, '').slice(0, 500);
    return new FunctionFailure(
      'crash',
      `functions/${this.name} exited (${signal ?? `code ${code}`})${detail ? `: ${detail}` : ''}`,
      at ? { path: at[1]!, line: Number(at[2]) } : {},
    );
  }

  private onFrame(msg: any) {
    if (msg.t === 'ready') {
      if (!msg.has_handler) {
        this.kill('start', `functions/${this.name} does not call Deno.serve(handler)`);
        return;
      }
      this.onReady();
      return;
    }
    if (msg.t === 'log') {
      this.rt.hooks.log(this.appId, this.name, {
        level: msg.level,
        message: String(msg.message ?? ''),
        path: msg.path ?? null,
        line: msg.line ?? null,
        column: msg.column ?? null,
        stack: msg.stack ?? null,
      });
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    clearTimeout(p.timer);
    this.lastUsed = Date.now();
    if (msg.t === 'res') {
      p.resolve({ status: msg.status, headers: msg.headers ?? {}, body: Buffer.from(msg.body ?? '', 'base64'), cold: false });
    } else {
      const kind: LimitKind = msg.limit === 'response_size' ? 'response_size' : 'handler';
      if (kind === 'handler')
        this.rt.hooks.log(this.appId, this.name, {
          level: 'uncaught',
          message: String(msg.message ?? 'error'),
          path: msg.path ?? null,
          line: msg.line ?? null,
          column: msg.column ?? null,
          stack: msg.stack ?? null,
        });
      p.reject(new FunctionFailure(kind, `functions/${this.name}: ${msg.message}`, { path: msg.path, line: msg.line }));
    }
    if (this.retired && this.pending.size === 0) this.stop();
  }

  invoke(
    req: Omit<InvokeInput, 'codeHash' | 'loadFiles' | 'secrets' | 'secretsVersion' | 'allowedHosts' | 'appId' | 'name'>,
  ): Promise<InvokeOutput> {
    const cfg = this.rt.config;
    const id = this.nextId++;
    this.lastUsed = Date.now();
    return new Promise<InvokeOutput>((resolve, reject) => {
      const timer = setTimeout(
        () => this.kill('timeout', `functions/${this.name} ran longer than ${cfg.functionTimeoutMs} ms and was stopped`),
        cfg.functionTimeoutMs,
      );
      const stats = procStats(this.proc.pid!);
      this.pending.set(id, { resolve, reject, timer, cpuAtStart: stats?.cpuMs ?? 0, startedAt: Date.now() });
      this.watch();
      const body = JSON.stringify({
        t: 'req',
        id,
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: req.body?.length ? req.body.toString('base64') : null,
        token: req.token,
        caller: req.caller,
        ip: req.ip,
      });
      const frame = Buffer.alloc(4 + Buffer.byteLength(body));
      frame.writeUInt32BE(frame.length - 4, 0);
      frame.write(body, 4);
      this.proc.stdin!.write(frame);
    });
  }

  /** CPU and memory are sampled while invocations run (a loop never yields to report them itself). */
  private watch() {
    if (this.monitor) return;
    const cfg = this.rt.config;
    this.monitor = setInterval(() => {
      if (this.pending.size === 0) {
        clearInterval(this.monitor!);
        this.monitor = null;
        return;
      }
      const s = procStats(this.proc.pid!);
      if (!s) return;
      this.rssMb = s.rssMb;
      if (s.rssMb > cfg.functionMemoryMb + 160) {
        this.kill('memory', `functions/${this.name} used ${Math.round(s.rssMb)} MB, over its memory limit, and was stopped`);
        return;
      }
      const oldest = Math.min(...[...this.pending.values()].map((p) => p.cpuAtStart));
      if (s.cpuMs - oldest > this.rt.cpuLimitMs) {
        this.kill('cpu', `functions/${this.name} used more than ${this.rt.cpuLimitMs} ms of CPU and was stopped`);
      }
    }, 50);
    this.monitor.unref();
  }

  kill(kind: LimitKind, message: string) {
    if (this.dead) return;
    if (!this.killedFor) this.killedFor = { kind, message };
    this.rt.hooks.log(this.appId, this.name, { level: 'limit', message, path: null, line: null, column: null });
    this.proc.kill('SIGKILL');
  }

  stop() {
    if (this.dead) return;
    this.stopping = true;
    this.proc.stdin?.end();
    this.proc.kill('SIGKILL');
  }

  // ---------------------------------------------------------------------------------------- gateway

  private async onGateway(req: http.IncomingMessage, res: http.ServerResponse) {
    const deny = (status: number, reason: string) => {
      if (!res.headersSent) res.writeHead(status, { 'x-svc-egress-denied': reason.replace(/[^\x20-\x7e]/g, '?').slice(0, 300) });
      res.end();
    };
    try {
      const target = String(req.headers['x-svc-target'] ?? '');
      const method = String(req.headers['x-svc-method'] ?? 'GET').toUpperCase();
      const chunks: Buffer[] = [];
      let n = 0;
      for await (const c of req) {
        n += (c as Buffer).length;
        if (n > this.rt.config.functionMaxBodyBytes) return deny(413, 'request body too large');
        chunks.push(c as Buffer);
      }
      const body = n ? Buffer.concat(chunks) : null;
      if (target.startsWith('svc-data:')) {
        const token = String(req.headers['x-svc-data-token'] ?? '');
        const r = await this.rt.hooks.data(this.appId, token, method, target.slice('svc-data:'.length), body);
        res.writeHead(r.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(r.body));
        return;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) {
        if (k.startsWith('x-svc-') || v === undefined) continue;
        headers[k] = Array.isArray(v) ? v.join(', ') : v;
      }
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        return deny(400, 'not a URL');
      }
      const up = await egressFetch(
        url.toString(),
        { method, headers, body, redirect: String(req.headers['x-svc-redirect'] ?? 'follow') },
        this.allowedHosts,
        this.rt.resolver,
        this.rt.config.functionTimeoutMs,
        this.rt.exempt,
      );
      res.writeHead(up.status, up.headers);
      up.body.pipe(res);
    } catch (err) {
      if (err instanceof EgressDenied) {
        this.rt.hooks.log(this.appId, this.name, {
          level: 'egress',
          message: `outbound request blocked: ${err.message}`,
          path: null,
          line: null,
          column: null,
        });
        return deny(403, err.message);
      }
      return deny(502, (err as Error).message ?? 'upstream failed');
    }
  }
}

// -------------------------------------------------------------------------------------------- pool

export class FunctionRuntime {
  readonly config: Config;
  readonly log: Logger;
  readonly hooks: RuntimeHooks;
  readonly resolver: Resolver;
  readonly workDir: string;
  readonly denoDir: string;
  readonly cpuLimitMs: number;
  /** Addresses tests treat as public (`ip:port`); never set from configuration. */
  readonly exempt?: (address: string, port: number) => boolean;
  private denoPath: string | null = null;
  private readonly workers = new Map<string, Worker>();
  private readonly starting = new Map<string, Promise<Worker>>();
  private readonly bundles = new Map<string, string>();
  private readonly active = new Map<string, number>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(config: Config, log: Logger, hooks: RuntimeHooks, resolver: Resolver, exempt?: (address: string, port: number) => boolean) {
    this.config = config;
    this.exempt = exempt;
    this.log = log;
    this.hooks = hooks;
    this.resolver = resolver;
    this.workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-functions-'));
    this.denoDir = path.join(this.workDir, 'deno');
    // The CPU budget of one invocation: the wall-time limit, less a little (a busy loop hits this first).
    this.cpuLimitMs = Math.max(100, Math.floor(config.functionTimeoutMs * 0.8));
  }

  get deno(): string {
    this.denoPath ??= denoBinary(this.config);
    return this.denoPath;
  }

  /** Warm processes (for tests and the bench). */
  stats(): { workers: number; rssMb: number; keys: string[] } {
    let rss = 0;
    for (const w of this.workers.values()) rss += w.rssMb;
    return { workers: this.workers.size, rssMb: Math.round(rss), keys: [...this.workers.keys()] };
  }

  forget(w: Worker) {
    if (this.workers.get(w.key) === w) this.workers.delete(w.key);
  }

  private async bundleFile(
    name: string,
    codeHash: string,
    load: () => Promise<Map<string, string>>,
  ): Promise<{ file: string; hash: string }> {
    const hash = createHash('sha256').update(`${name}\u0000${codeHash}\u0000`).update(BOOTSTRAP).digest('hex').slice(0, 24);
    let file = this.bundles.get(hash);
    if (!file) {
      const { code } = await bundleFunction(name, await load());
      file = path.join(this.workDir, `${hash}.js`);
      fs.writeFileSync(file, code, { mode: 0o600 });
      this.bundles.set(hash, file);
    }
    return { file, hash };
  }

  async invoke(input: InvokeInput): Promise<InvokeOutput> {
    if (input.body && input.body.length > this.config.functionMaxBodyBytes)
      throw new FunctionFailure('request_size', `the request body is larger than ${this.config.functionMaxBodyBytes} bytes`);
    const running = this.active.get(input.appId) ?? 0;
    if (running >= this.config.functionConcurrency)
      throw new FunctionFailure(
        'busy',
        `the app already runs ${running} function invocations (limit ${this.config.functionConcurrency}); retry shortly`,
      );
    this.active.set(input.appId, running + 1);
    try {
      const { file, hash } = await this.bundleFile(input.name, input.codeHash, input.loadFiles);
      const policy = createHash('sha256').update(JSON.stringify(input.allowedHosts)).digest('hex').slice(0, 12);
      const key = `${input.appId}|${input.name}|${hash}|${input.secretsVersion}|${policy}`;
      let w = this.workers.get(key);
      let cold = false;
      if (!w || w.dead) {
        cold = true;
        let p = this.starting.get(key);
        if (!p) {
          p = this.spawn(key, input, file);
          this.starting.set(key, p);
          p.finally(() => this.starting.delete(key)).catch(() => {});
        }
        w = await p;
      }
      const out = await w.invoke(input);
      return { ...out, cold };
    } finally {
      const n = (this.active.get(input.appId) ?? 1) - 1;
      if (n <= 0) this.active.delete(input.appId);
      else this.active.set(input.appId, n);
    }
  }

  private async spawn(key: string, input: InvokeInput, file: string): Promise<Worker> {
    // Older versions of this function (other code, secrets or policy) finish their calls and stop.
    const prefix = `${input.appId}|${input.name}|`;
    for (const [k, old] of this.workers) {
      if (k.startsWith(prefix) && k !== key) {
        old.retired = true;
        this.workers.delete(k);
        if (old.busy === 0) old.stop();
      }
    }
    const w = new Worker(this, key, input.appId, input.name, input.allowedHosts);
    await w.start(file, input.secrets);
    this.workers.set(key, w);
    this.enforceBudget();
    this.startSweeper();
    return w;
  }

  /** Least recently used idle processes stop while the pool is over its memory budget. */
  private enforceBudget() {
    let total = 0;
    for (const w of this.workers.values()) total += w.rssMb;
    if (total <= this.config.functionPoolMb) return;
    const idle = [...this.workers.values()].filter((w) => w.busy === 0).sort((a, b) => a.lastUsed - b.lastUsed);
    for (const w of idle) {
      if (total <= this.config.functionPoolMb) break;
      total -= w.rssMb;
      this.workers.delete(w.key);
      w.stop();
    }
  }

  private startSweeper() {
    if (this.sweeper) return;
    this.sweeper = setInterval(
      () => {
        const now = Date.now();
        for (const w of [...this.workers.values()]) {
          if (w.busy === 0 && now - w.lastUsed > this.config.functionIdleSeconds * 1000) {
            this.workers.delete(w.key);
            w.stop();
          } else if (w.busy === 0) {
            const s = procStats(w.proc.pid!);
            if (s) w.rssMb = s.rssMb;
          }
        }
        this.enforceBudget();
        if (this.workers.size === 0 && this.sweeper) {
          clearInterval(this.sweeper);
          this.sweeper = null;
        }
      },
      Math.min(10_000, Math.max(200, this.config.functionIdleSeconds * 250)),
    );
    this.sweeper.unref();
  }

  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    const all = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(
      all.map(
        (w) =>
          new Promise<void>((ok) => {
            if (w.dead) return ok();
            w.proc.once('exit', () => ok());
            w.stop();
          }),
      ),
    );
    fs.rmSync(this.workDir, { recursive: true, force: true });
  }
}

export const newDataToken = () => randomBytes(24).toString('base64url');
