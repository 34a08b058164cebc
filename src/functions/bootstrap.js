// The first module of every backend function bundle, run by Deno before the app's code.
// It captures the handler given to Deno.serve (no socket is opened), talks to the service over
// stdin/stdout in length-prefixed JSON frames, routes fetch through the service's egress gateway,
// and offers `svc.entities` (the app's own records, through the platform's data API and its
// entity policies, with the identity of the current invocation).
import { AsyncLocalStorage } from 'node:async_hooks';

const GATEWAY = `http://127.0.0.1:${Deno.args[0]}/`;
const MAX_BODY = Number(Deno.args[1]);
const als = new AsyncLocalStorage();
const realFetch = globalThis.fetch;
const enc = new TextEncoder();
const dec = new TextDecoder();
let handler = null;

// ------------------------------------------------------------------------------ frames

const out = Deno.stdout.writable.getWriter();
let writing = Promise.resolve();
function send(msg) {
  const body = enc.encode(JSON.stringify(msg));
  const frame = new Uint8Array(4 + body.length);
  new DataView(frame.buffer).setUint32(0, body.length);
  frame.set(body, 4);
  writing = writing.then(() => out.write(frame)).catch(() => {});
  return writing;
}

function b64(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
function unb64(s) {
  const bin = atob(s);
  const u = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) u[i] = bin.charCodeAt(i);
  return u;
}

// ------------------------------------------------------------------------------ console and errors

function where(stack) {
  // The bundle's inline source map makes Deno print app paths: file:///…/functions/name.js:12:5
  const m = /(functions\/[^\s:)]+):(\d+):(\d+)/.exec(String(stack ?? ''));
  return m ? { path: m[1], line: Number(m[2]), column: Number(m[3]) } : { path: null, line: null, column: null };
}
function text(args) {
  return args
    .map((a) => {
      if (typeof a === 'string') return a;
      if (a instanceof Error) return `${a.name}: ${a.message}`;
      try {
        return JSON.stringify(a);
      } catch {
        return String(a);
      }
    })
    .join(' ')
    .slice(0, 4000);
}
for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
  console[level] = (...args) => {
    const loc = where(new Error().stack?.split('\n').slice(2).join('\n'));
    send({ t: 'log', level, message: text(args), ...loc });
  };
}
globalThis.addEventListener('error', (e) => {
  e.preventDefault();
  const err = e.error;
  send({
    t: 'log',
    level: 'uncaught',
    message: text([err ?? e.message]),
    stack: String(err?.stack ?? '').slice(0, 8000),
    ...where(err?.stack),
  });
});
globalThis.addEventListener('unhandledrejection', (e) => {
  e.preventDefault();
  const err = e.reason;
  send({ t: 'log', level: 'uncaught', message: text([err]), stack: String(err?.stack ?? '').slice(0, 8000), ...where(err?.stack) });
});

// ------------------------------------------------------------------------------ Deno.serve

const fakeServer = {
  finished: new Promise(() => {}),
  addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
  shutdown: async () => {},
  ref() {},
  unref() {},
  [Symbol.asyncDispose]: async () => {},
};
Object.defineProperty(Deno, 'serve', {
  configurable: true,
  writable: false,
  value(a, b) {
    const h = typeof a === 'function' ? a : typeof b === 'function' ? b : a?.handler;
    if (typeof h !== 'function') throw new TypeError('Deno.serve needs a handler function: Deno.serve(async (req) => new Response(...))');
    handler = h;
    return fakeServer;
  },
});

// ------------------------------------------------------------------------------ fetch through the gateway

async function gatewayFetch(input, init) {
  const req = new Request(input, init);
  const headers = new Headers(req.headers);
  headers.set('x-svc-target', req.url);
  headers.set('x-svc-method', req.method);
  headers.set('x-svc-redirect', req.redirect);
  const body = req.body ? new Uint8Array(await req.arrayBuffer()) : undefined;
  const res = await realFetch(GATEWAY, { method: 'POST', headers, body, redirect: 'manual', signal: req.signal });
  const denied = res.headers.get('x-svc-egress-denied');
  if (denied) {
    await res.body?.cancel();
    throw new TypeError(`fetch ${req.url} blocked: ${denied}`);
  }
  const h = new Headers(res.headers);
  h.delete('x-svc-upstream-url');
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers: h });
}
Object.defineProperty(globalThis, 'fetch', { value: gatewayFetch, writable: false, configurable: false });

// ------------------------------------------------------------------------------ svc.entities

async function data(method, path, body) {
  const inv = als.getStore();
  if (!inv) throw new Error('svc.entities is available while a request is being handled');
  const res = await realFetch(GATEWAY, {
    method: 'POST',
    headers: {
      'x-svc-target': `svc-data:${path}`,
      'x-svc-method': method,
      'x-svc-data-token': inv.token,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = res.status === 204 ? null : await res.json();
  if (!res.ok) {
    const err = new Error(json?.error?.message ?? `data API answered ${res.status}`);
    err.status = res.status;
    throw err;
  }
  return json;
}
const q = (o) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(o ?? {})) if (v !== undefined) p.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};
const e = (s) => encodeURIComponent(s);
globalThis.svc = Object.freeze({
  entities: Object.freeze({
    list: (entity, opts = {}) => data('GET', `/api/entities/${e(entity)}${q(opts)}`),
    get: (entity, id) => data('GET', `/api/entities/${e(entity)}/${e(id)}`),
    create: (entity, record) => data('POST', `/api/entities/${e(entity)}`, record),
    update: (entity, id, changes) => data('PATCH', `/api/entities/${e(entity)}/${e(id)}`, changes),
    delete: (entity, id) => data('DELETE', `/api/entities/${e(entity)}/${e(id)}`),
  }),
  /** Who called: `owner`, `member`, `anonymous`, `webhook` (a secret-checked caller) or `cron`. */
  caller: () => als.getStore()?.caller ?? null,
});

// ------------------------------------------------------------------------------ requests

async function readBody(res) {
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    n += value.length;
    if (n > MAX_BODY) {
      await reader.cancel();
      throw Object.assign(new Error(`the function's response is larger than ${MAX_BODY} bytes`), { limit: 'response_size' });
    }
    chunks.push(value);
  }
  const all = new Uint8Array(n);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}

async function handle(msg) {
  if (!handler) {
    send({ t: 'err', id: msg.id, message: 'The function never called Deno.serve(handler)', path: null, line: null });
    return;
  }
  const headers = new Headers(msg.headers);
  const init = { method: msg.method, headers };
  if (msg.body && msg.method !== 'GET' && msg.method !== 'HEAD') init.body = unb64(msg.body);
  const req = new Request(msg.url, init);
  await als.run({ token: msg.token, caller: msg.caller }, async () => {
    try {
      const res = await handler(req, { remoteAddr: { transport: 'tcp', hostname: msg.ip ?? '0.0.0.0', port: 0 } });
      if (!(res instanceof Response)) {
        send({ t: 'err', id: msg.id, message: 'The handler did not return a Response', path: null, line: null });
        return;
      }
      const body = await readBody(res);
      const h = {};
      res.headers.forEach((v, k) => {
        h[k] = v;
      });
      send({ t: 'res', id: msg.id, status: res.status, headers: h, body: b64(body) });
    } catch (err) {
      send({
        t: 'err',
        id: msg.id,
        message: text([err]),
        stack: String(err?.stack ?? '').slice(0, 8000),
        limit: err?.limit,
        ...where(err?.stack),
      });
    }
  });
}

async function readLoop() {
  const reader = Deno.stdin.readable.getReader();
  let buf = new Uint8Array(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) Deno.exit(0);
    const next = new Uint8Array(buf.length + value.length);
    next.set(buf);
    next.set(value, buf.length);
    buf = next;
    while (buf.length >= 4) {
      const len = new DataView(buf.buffer, buf.byteOffset).getUint32(0);
      if (buf.length < 4 + len) break;
      const msg = JSON.parse(dec.decode(buf.subarray(4, 4 + len)));
      buf = buf.slice(4 + len);
      if (msg.t === 'req') handle(msg);
    }
  }
}

// The app's module runs after this one (it is imported next in the bundle); readiness is reported
// from a microtask queued after it finished evaluating.
globalThis.__svcStart = () => {
  send({ t: 'ready', has_handler: handler !== null });
  readLoop();
};
