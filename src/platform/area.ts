/**
 * An area: one folder of src/ (its tools, services, storage and routes side by side), described to
 * the composition root by one object listed once in src/areas.ts. Everything the server needs from
 * an area is derived from that list: the migrations, the tool registry, the service bag, the HTTP
 * routes, the app API endpoints, and start/stop.
 *
 * Each hook's parameter names only the services it uses (`(s: { db: Db; files: FileStore }) => …`);
 * src/services.ts checks at compile time that the bag provides them, and at start-up that an area's
 * `services` factory reads only services built by areas listed before it.
 */
import type { FastifyInstance } from 'fastify';
import type { Migration } from '../storage/db.ts';
import type { AppApiRouter } from './app-api.ts';
import type { AnyTool, Transport } from './tool.ts';
import type { Principal } from './types.ts';

/** What the server hands an area's routes besides its services: the one tool-call pipeline (ToolRunner). */
export interface RoutePlatform {
  runner: { call(principal: Principal, name: string, rawArgs: unknown, transport: Transport): Promise<object> };
}

export interface Area<S = never> {
  /** The folder name (used in start-up errors). */
  name: string;
  /** Its tables, in order (ids `<area>:NNN_name`). */
  migrations?: readonly Migration[];
  /** Builds the area's services from earlier ones; the returned object's keys join the service bag. */
  services?: (s: S) => object;
  /**
   * What the area offers that has no tool of its own (e.g. `webhooks` once deliveries are sent). The
   * guide reads these, with the tool registry, to tell which areas this server has built.
   */
  features?: readonly string[];
  /** Its tools (`toolsUsing<…>()` or `defineTool`). */
  tools?: readonly AnyTool<S>[];
  /** Registers its HTTP routes on the server (`platform.runner` runs tools, as the studio's tool bridge does). */
  routes?: (app: FastifyInstance, s: S, platform: RoutePlatform) => void;
  /** Registers endpoints a published app's code calls (served by hosting under the app's origin). */
  appApi?: (router: AppApiRouter, s: S) => void;
  /** Starts background work once everything is wired (job workers, …). */
  start?: (s: S) => void | Promise<void>;
  /** Stops background work and flushes buffers; called in reverse list order before the store closes. */
  stop?: (s: S) => Promise<void>;
}

/**
 * Declares an area. The identity function keeps the object's own types (what its `services`
 * factory returns becomes part of the service bag's type); `Area<never>` checks only the shape.
 */
export function defineArea<const A extends Area<never>>(area: A): A {
  return area;
}
