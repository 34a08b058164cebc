/**
 * `@svc/sdk`: the runtime API generated app code imports (docs/app-conventions.md).
 *
 *   import { svc, createPageUrl } from '@svc/sdk';
 *
 * Bundled once into the shared vendor assets (src/hosting/build/vendor.ts). It reads the page's
 * `window.__SVC__` configuration written by the server: the base path of the app (`/p/<id>`,
 * `/preview/<id>` or `` on a subdomain host) and the app API base (`<base>/api`). It also reports
 * uncaught errors and failed requests to `<api>/errors` and page views to `<api>/analytics/pageview`.
 * `svc.ab` asks `<api>/ab/<test>/variant` and `/convert` with the same visitor id as page views.
 */

const cfg = (typeof window !== 'undefined' && window.__SVC__) || {
  appId: '',
  base: '',
  api: '/api',
  functions: '/published-api/functions',
};

// ------------------------------------------------------------------------------------------ reporting

const MAX_REPORTS = 25;
let reports = 0;
const reported = new Set();

/** Sends one runtime error report (at most 25 per page load, each distinct message once). */
export function reportError(report) {
  try {
    if (typeof window === 'undefined') return;
    const body = {
      kind: report.kind || 'runtime',
      message: String(report.message || '(no message)').slice(0, 2000),
      stack: report.stack ? String(report.stack).slice(0, 8000) : null,
      url: report.url || window.location.href,
      source: report.source || null,
      line: typeof report.line === 'number' ? report.line : null,
      column: typeof report.column === 'number' ? report.column : null,
      path: report.path || null,
    };
    const key = `${body.kind}|${body.message}|${body.source}|${body.line}`;
    if (reported.has(key) || reports >= MAX_REPORTS) return;
    reported.add(key);
    reports++;
    fetch(`${cfg.api}/errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // reporting must never throw
  }
}

if (typeof window !== 'undefined' && !window.__SVC_REPORTING__) {
  window.__SVC_REPORTING__ = true;
  window.addEventListener('error', (event) => {
    const err = event.error;
    reportError({
      kind: 'runtime',
      message: err?.message || event.message,
      stack: err?.stack,
      source: event.filename || null,
      line: event.lineno,
      column: event.colno,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const r = event.reason;
    if (r?.svcReported) return;
    reportError({ kind: 'unhandled_rejection', message: r?.message || String(r), stack: r?.stack });
  });
}

function visitorId() {
  try {
    let id = window.localStorage.getItem('svc_visitor');
    if (!id) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      window.localStorage.setItem('svc_visitor', id);
    }
    return id;
  } catch {
    return '';
  }
}

let lastView = '';
/** Records a page view (the boot calls it on every route change). */
export function trackPageView(path) {
  try {
    if (typeof window === 'undefined' || cfg.preview) return;
    const key = `${path}|${Math.floor(Date.now() / 1000)}`;
    if (key === lastView) return;
    lastView = key;
    let referrer = '';
    try {
      referrer = document.referrer && new URL(document.referrer).host !== window.location.host ? document.referrer : '';
    } catch {
      referrer = '';
    }
    fetch(`${cfg.api}/analytics/pageview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path, referrer, visitor: visitorId(), screen: window.innerWidth || 0 }),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // never throws
  }
}

// ------------------------------------------------------------------------------------------ requests

/** The error every SDK call rejects with: `status` is the HTTP status (0 for a network failure). */
export class SvcError extends Error {
  constructor(message, status, body) {
    super(message);
    this.name = 'SvcError';
    this.status = status;
    this.body = body;
    this.svcReported = true;
  }
}

async function call(method, url, body, opts = {}) {
  let res;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (err) {
    reportError({ kind: 'network', message: `${method} ${url} failed: ${err?.message || 'network error'}`, url });
    throw new SvcError(`Network error: ${err?.message || 'the request failed'}`, 0, null);
  }
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    if (opts.allow?.includes(res.status)) return { status: res.status, data };
    const message = data?.error?.message || (typeof data === 'string' && data) || `${method} ${url} failed with status ${res.status}`;
    if (!opts.quiet?.includes(res.status)) {
      reportError({ kind: 'network', message: `${method} ${url.split('?')[0]} → ${res.status}: ${String(message).slice(0, 300)}`, url });
    }
    throw new SvcError(message, res.status, data);
  }
  return { status: res.status, data };
}

// ------------------------------------------------------------------------------------------ entities

function entityClient(name) {
  const base = `${cfg.api}/entities/${encodeURIComponent(name)}`;
  const query = (params) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) {
      if (v === undefined || v === null || v === '') continue;
      q.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
    const s = q.toString();
    return s ? `?${s}` : '';
  };
  return {
    /** Records sorted by `sort` (default `-created_date`), at most `limit` (default 100). */
    async list(sort, limit, offset) {
      const { data } = await call('GET', base + query({ sort, limit, offset }));
      return data.records;
    },
    /** Records whose fields equal every value of `filters`. */
    async filter(filters, sort, limit, offset) {
      const { data } = await call('GET', base + query({ filters: filters || {}, sort, limit, offset }));
      return data.records;
    },
    /** One record, or null when there is none with this id. */
    async get(id) {
      const { status, data } = await call('GET', `${base}/${encodeURIComponent(id)}`, undefined, { allow: [404] });
      return status === 404 ? null : data;
    },
    async create(data) {
      const { data: out } = await call('POST', base, data || {});
      return out;
    },
    async bulkCreate(list) {
      const out = [];
      for (const data of list || []) out.push(await this.create(data));
      return out;
    },
    async update(id, data) {
      const { data: out } = await call('PATCH', `${base}/${encodeURIComponent(id)}`, data || {});
      return out;
    },
    async delete(id) {
      const { data } = await call('DELETE', `${base}/${encodeURIComponent(id)}`);
      return data;
    },
  };
}

const entityClients = new Map();
const entities = new Proxy(
  {},
  {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      let c = entityClients.get(name);
      if (!c) entityClients.set(name, (c = entityClient(name)));
      return c;
    },
  },
);

// ------------------------------------------------------------------------------------------ auth

const auth = {
  /** The signed-in app member ({user_id, email, role, full_name}) or null. */
  async me() {
    const { status, data } = await call('GET', `${cfg.api}/auth/me`, undefined, { allow: [401, 403, 404] });
    if (status !== 200 || !data) return null;
    return data.member || data.user || data;
  },
  async login(email, password) {
    const { data } = await call('POST', `${cfg.api}/auth/login`, { email, password }, { quiet: [400, 401, 403] });
    return (data && (data.member || data.user)) || data;
  },
  async logout() {
    await call('POST', `${cfg.api}/auth/logout`, {}, { allow: [401, 404] });
    return true;
  },
  /** Whether someone is signed in. */
  async isAuthenticated() {
    return (await auth.me()) !== null;
  },
};

// ------------------------------------------------------------------------------------------ functions

const functions = {
  /**
   * Calls the backend function `functions/<name>.js` with `params` as its JSON body (POST) and
   * resolves to its JSON answer; a non-2xx status rejects with an SvcError carrying status and body.
   */
  async invoke(name, params) {
    const url = `${cfg.functions}/${encodeURIComponent(name)}`;
    const { status, data } = await call('POST', url, params || {}, { allow: [404] });
    if (status === 404) {
      const message = data?.error?.message || `Backend function "${name}" does not exist (functions/${name}.js)`;
      reportError({ kind: 'function', message, url });
      throw new SvcError(message, 404, data);
    }
    return data;
  },
};

// ------------------------------------------------------------------------------------------ security

const security = {
  /** The server's decision for a route: {allow, redirect_to?, reason}. */
  async checkRoute(route) {
    const { data } = await call('GET', `${cfg.api}/security/route?path=${encodeURIComponent(route || '/')}`);
    return data;
  },
  /** Sends the visitor to `redirect_to` (or `fallback`) when the route is not allowed; resolves to whether it is. */
  async requireRouteAccess(route, fallback) {
    const decision = await security.checkRoute(route);
    if (decision?.allow) return true;
    const target = decision?.redirect_to || fallback || '/Login';
    if (typeof window !== 'undefined') {
      const next = encodeURIComponent(window.location.pathname + window.location.search);
      const url = /^https?:\/\//.test(target) ? target : createPageUrl(target);
      window.location.assign(`${url}${url.includes('?') ? '&' : '?'}next=${next}`);
    }
    return false;
  },
};

// ------------------------------------------------------------------------------------------ A/B tests

const abVariants = new Map();
const abConversions = new Map();

const ab = {
  /**
   * The visitor's variant key of the A/B test `name` (sticky: the first assignment is kept), recording
   * the exposure once. The control's key while the test is inactive; null for an unknown test or when
   * the request fails, so a page falls back to its default rendering. One request per page load and test.
   */
  variant(name) {
    const key = String(name);
    let p = abVariants.get(key);
    if (!p) {
      p = call('POST', `${cfg.api}/ab/${encodeURIComponent(key)}/variant`, { visitor: visitorId() }, { quiet: [400, 401, 403, 404] })
        .then(({ data }) => (data && typeof data.variant === 'string' ? data.variant : null))
        .catch(() => null);
      abVariants.set(key, p);
    }
    return p;
  },
  /**
   * Counts a conversion of `goal` (default `conversion`) for this visitor, once per test, visitor and
   * goal (the server ignores repeats); resolves to whether it was counted in this page load. It asks for
   * the variant first, so the exposure exists.
   */
  convert(name, goal) {
    const key = `${name}\u0000${goal || ''}`;
    let p = abConversions.get(key);
    if (!p) {
      p = ab
        .variant(name)
        .then(() =>
          call(
            'POST',
            `${cfg.api}/ab/${encodeURIComponent(String(name))}/convert`,
            { visitor: visitorId(), goal: goal || undefined },
            {
              quiet: [400, 401, 403, 404],
            },
          ),
        )
        .then(({ data }) => !!data?.counted)
        .catch(() => false);
      abConversions.set(key, p);
      // Only a counted conversion is settled for this page load; anything else may be retried.
      p.then((counted) => counted || abConversions.delete(key));
    }
    return p;
  },
};

// ------------------------------------------------------------------------------------------ pages

/** The URL of a page of this app under its base path: createPageUrl('Recipes') → `/p/<id>/Recipes`. */
export function createPageUrl(pageName) {
  const s = String(pageName == null ? '' : pageName).trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) return s;
  const rest = s.replace(/^\/+/, '');
  return `${cfg.base}/${rest}`;
}

/**
 * Where to go after signing in: `next` when it is a page of this app (same origin, under the base
 * path), else `fallback`. Resolved as the browser would, so `/\\evil.example`, `/%09/evil.example` and
 * `//evil.example` (all another site) are refused.
 */
export function safeNextUrl(
  next,
  fallback,
  origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost',
  base = cfg.base || '',
) {
  if (typeof next !== 'string' || !next.startsWith('/')) return fallback;
  try {
    const u = new URL(next, origin);
    if (u.origin !== origin) return fallback;
    if (base && u.pathname !== base && !u.pathname.startsWith(`${base}/`)) return fallback;
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return fallback;
  }
}

/** The app's base path ('' on its own host). */
export const basePath = cfg.base;

export const svc = { entities, auth, functions, security, ab, appId: cfg.appId };
export default svc;
