/**
 * Two origins, one process: the platform origin (`SVC_PUBLIC_URL`: the studio, its session cookie and
 * /api/*) and the app origin (`SVC_APP_URL`, served by a second listener): path-mode publications and
 * previews run app code there only, so that code never shares an origin with the studio session.
 * Requests are told apart by the listener that accepted them (a proxy routes each host to its port).
 */
import type { IncomingMessage } from 'node:http';

const APP_LISTENER = Symbol('svc.appListener');

/** Marks a request accepted by the app listener (done before Fastify sees it). */
export function markAppOrigin(req: IncomingMessage): void {
  (req as IncomingMessage & { [APP_LISTENER]?: true })[APP_LISTENER] = true;
}

/** Whether the request came in on the app listener (the app origin), not the platform's. */
export function onAppOrigin(req: IncomingMessage): boolean {
  return (req as IncomingMessage & { [APP_LISTENER]?: true })[APP_LISTENER] === true;
}

/** Paths the app origin serves: path-mode apps, previews and the shared assets. Everything else is the platform's. */
export const APP_ORIGIN_PATH = /^\/(p|preview)\/|^\/_svc\//;
