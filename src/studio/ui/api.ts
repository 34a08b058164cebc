/** The studio's one way to the server: JSON over fetch, the session's CSRF token on every write. */
let csrfToken = '';

export function setCsrf(token: string) {
  csrfToken = token;
}

export class ApiError extends Error {
  readonly kind: string;
  readonly status: number;
  readonly data: any;
  constructor(status: number, kind: string, message: string, data?: any) {
    super(message);
    this.status = status;
    this.kind = kind;
    this.data = data;
  }
}

export async function api<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', 'The service could not be reached. Check your connection and try again.');
  }
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const e = json?.error;
    throw new ApiError(res.status, e?.kind ?? 'internal', e?.message ?? `The request failed (HTTP ${res.status})`, e?.data);
  }
  return json as T;
}

/** Runs one tool as the signed-in owner (the same tool an agent calls, through the same checks). */
export const tool = <T = any>(name: string, args: Record<string, unknown> = {}) => api<T>('POST', `/api/studio/tools/${name}`, args);

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** GETs started before they are needed (at boot, for the page the URL opens), each used once. */
const early = new Map<string, { at: number; p: Promise<any> }>();

export function prefetch(path: string) {
  const p = api('GET', path);
  p.catch(() => {});
  early.set(path, { at: Date.now(), p });
}

/**
 * A prefetched GET of `path` if a recent one is waiting, else a fresh one. A prefetch that failed
 * (e.g. made before sign-in) is retried, never shown.
 */
export function getOnce<T = any>(path: string): Promise<T> {
  const hit = early.get(path);
  early.delete(path);
  if (!hit || Date.now() - hit.at > 5000) return api<T>('GET', path);
  return hit.p.catch(() => api<T>('GET', path));
}
