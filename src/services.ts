/**
 * The composition root: builds every area's services once per process, in the order of
 * src/areas.ts, each from the few services it names. `Services` (the bag tool handlers and routes
 * receive) is derived from what the areas' factories return.
 */
import type { Logger } from 'pino';
import { allTools, areas } from './areas.ts';
import type { Config } from './config.ts';
import { AppApiRouter } from './platform/app-api.ts';
import type { Area } from './platform/area.ts';
import type { ToolRegistry } from './platform/types.ts';
import type { Db } from './storage/index.ts';

/** What exists before any area: the store, the settings, the logger, and the app API router areas register on. */
export interface BaseServices {
  db: Db;
  config: Config;
  log: Logger;
  /** Endpoints a published app's code calls; areas register with their `appApi` hook, hosting serves them. */
  appApi: AppApiRouter;
  /** Which tools (and tool-less features) this server has: the guide tells only what exists. */
  registry: ToolRegistry;
}

type AreaList = (typeof areas)[number];
type Provided<A> = A extends { services: (s: never) => infer P } ? P : Record<never, never>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The service bag: the base plus whatever every area's `services` factory returns. */
export type Services = BaseServices & UnionToIntersection<Provided<AreaList>>;

// Compile-time check: every hook of every area names only services the bag provides.
const _everyAreaIsSatisfied: readonly Area<Services>[] = areas;
void _everyAreaIsSatisfied;

/**
 * A view of the bag for one area's factory: reading a service no earlier area built is a start-up
 * error naming the area, and the view is revoked afterwards, so a service cannot keep the whole bag
 * (services take what they use).
 */
function factoryView(bag: Record<string, unknown>, area: string) {
  return Proxy.revocable(bag, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) {
        throw new Error(`area ${area} uses services.${key}, which no area before it in src/areas.ts provides`);
      }
      return Reflect.get(target, key);
    },
  });
}

export function createServices(db: Db, config: Config, log: Logger): Services {
  const names = new Set(allTools.map((t) => t.name));
  const features = new Set(areas.flatMap((a): readonly string[] => ('features' in a ? (a.features as readonly string[]) : [])));
  const registry: ToolRegistry = { has: (tool) => names.has(tool), names, features };
  const bag: Record<string, unknown> = { db, config, log, appApi: new AppApiRouter(), registry };
  for (const area of areas as readonly Area<never>[]) {
    if (!area.services) continue;
    const view = factoryView(bag, area.name);
    const provided = (area.services as (s: unknown) => object)(view.proxy);
    view.revoke();
    for (const [key, value] of Object.entries(provided)) {
      if (key in bag) throw new Error(`area ${area.name} provides services.${key}, which already exists`);
      bag[key] = value;
    }
  }
  const services = bag as unknown as Services;
  for (const area of areas as readonly Area<Services>[]) area.appApi?.(services.appApi, services);
  return services;
}

/** Starts every area's background work (after the routes are registered). */
export async function startServices(services: Services): Promise<void> {
  for (const area of areas as readonly Area<Services>[]) await area.start?.(services);
}

/** Stops background work and flushes buffers, last area first. */
export async function stopServices(services: Services): Promise<void> {
  for (const area of [...(areas as readonly Area<Services>[])].reverse()) await area.stop?.(services);
}
