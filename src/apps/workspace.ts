/**
 * Read models of an app's workspace: pages, entities and the App resource snapshot, computed from
 * the file tree. Used by get_app_detail, get_pages, get_entities (and by other areas that need the
 * same views).
 */
import { iso } from '../platform/time.ts';
import { z } from 'zod';
import { entityNameOf, pageNameOf } from '../validation/paths.ts';
import type { FileEntry, FileStore } from '../files/store.ts';
import type { AppRow } from '../platform/types.ts';
import type { AppsService } from './service.ts';

export const entityViewOutput = z.object({
  name: z.string(),
  path: z.string(),
  description: z.string(),
  schema: z.object({
    fields: z.array(
      z.object({
        name: z.string(),
        type: z.string(),
        target: z.string().optional(),
        required: z.boolean().optional(),
        // The enum values exactly as the schema file lists them.
        values: z.array(z.unknown()).optional(),
      }),
    ),
  }),
  record_count: z.number(),
  /** Present when the schema file cannot be read as a schema (validate_app gives the details). */
  problem: z.string().optional(),
});
export type EntityView = z.infer<typeof entityViewOutput>;

export const pageViewOutput = z.object({ name: z.string(), path: z.string(), route: z.string(), size: z.number(), is_home: z.boolean() });
export type PageView = z.infer<typeof pageViewOutput>;

/** The App resource (get_app_detail). */
export const appDetailOutput = z.object({
  app_id: z.string(),
  name: z.string(),
  app_name: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  published: z.boolean(),
  access_mode: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  last_activity_at: z.string(),
  language: z.string(),
  files: z.array(z.object({ path: z.string(), size: z.number() })),
  total_files: z.number(),
  total_bytes: z.number(),
  pages: z.array(z.string()),
  home_page: z.string().nullable(),
  components: z.array(z.string()),
  functions: z.array(z.string()),
  entities: z.array(entityViewOutput),
  cron_jobs: z.array(z.unknown()),
  has_layout: z.boolean(),
  has_seo: z.boolean(),
  // The app's settings object as stored (open: areas keep their own keys in it).
  settings: z.record(z.string(), z.unknown()),
  integrations: z.array(z.object({ provider: z.string(), is_active: z.boolean() })),
  env_var_names: z.array(z.string()),
  saved_version_count: z.number(),
  latest_snapshot_id: z.string().nullable(),
});

/** Pages of the tree, sorted by name, with the home page marked (settings.home_page, else Home, else the first). */
export function pagesOf(files: FileEntry[], settings: Record<string, unknown>): PageView[] {
  const pages = files
    .map((f) => ({ f, name: pageNameOf(f.path) }))
    .filter((p): p is { f: FileEntry; name: string } => p.name !== null)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const names = pages.map((p) => p.name);
  const wanted = typeof settings.home_page === 'string' ? settings.home_page : '';
  const home = names.includes(wanted) ? wanted : names.includes('Home') ? 'Home' : (names[0] ?? null);
  return pages.map(({ f, name }) => ({ name, path: f.path, route: `/${name}`, size: f.size, is_home: name === home }));
}

/**
 * What the workspace views read. Records and hosting are later areas (they build on apps), so they
 * are named by the one method used, not imported: the service bag provides the real services.
 */
export interface WorkspaceServices {
  apps: AppsService;
  files: FileStore;
  records: { countByEntity(appId: string): Promise<Record<string, number>> };
  hosting: { state(app: AppRow): Promise<{ pub: unknown; url: string | null; access_mode: string | null }> };
  functions: {
    detailParts(appId: string): Promise<{
      cron_jobs: unknown[];
      integrations: Array<{ provider: string; is_active: boolean }>;
      env_var_names: string[];
    }>;
  };
}

/** Record counts per entity. */
async function recordCounts(services: Pick<WorkspaceServices, 'records'>, appId: string): Promise<(name: string) => number> {
  const counts = await services.records.countByEntity(appId);
  return (name) => Number(counts[name] ?? 0);
}

/** Entities declared by `entities/<Name>.json`, read leniently (a broken file is listed with its problem). */
export async function entitiesOf(
  services: Pick<WorkspaceServices, 'files' | 'records'>,
  appId: string,
  files: FileEntry[],
): Promise<EntityView[]> {
  const entityFiles = files.filter((f) => entityNameOf(f.path) !== null);
  if (!entityFiles.length) return [];
  const contents = await services.files.readFiles(
    appId,
    entityFiles.map((f) => f.path),
  );
  const count = await recordCounts(services, appId);
  return entityFiles.map((f) => {
    const name = entityNameOf(f.path)!;
    const view: EntityView = { name, path: f.path, description: '', schema: { fields: [] }, record_count: count(name) };
    let parsed: unknown;
    try {
      parsed = JSON.parse(contents.get(f.path) ?? '');
    } catch (err) {
      view.problem = `not valid JSON: ${(err as Error).message}`;
      return view;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      view.problem = 'the schema must be a JSON object with a "fields" list';
      return view;
    }
    const o = parsed as Record<string, unknown>;
    if (typeof o.description === 'string') view.description = o.description;
    if (!Array.isArray(o.fields)) {
      view.problem = 'the schema has no "fields" list';
      return view;
    }
    for (const field of o.fields) {
      if (!field || typeof field !== 'object') continue;
      const fo = field as Record<string, unknown>;
      const out: EntityView['schema']['fields'][number] = { name: String(fo.name ?? ''), type: String(fo.type ?? '') };
      if (out.type === 'relation' || typeof fo.target === 'string') out.target = String(fo.target ?? '');
      if (fo.required === true) out.required = true;
      if (Array.isArray(fo.values)) out.values = fo.values;
      view.schema.fields.push(out);
    }
    return view;
  });
}

/** Publication state from the hosting area. */
async function publicationState(
  services: Pick<WorkspaceServices, 'hosting'>,
  app: AppRow,
): Promise<{ url: string | null; published: boolean; access_mode: string | null }> {
  const st = await services.hosting.state(app);
  return { url: st.url, published: !!st.pub, access_mode: st.access_mode };
}

/** The App resource as the spec lists it (get_app_detail). */
export async function appDetail(services: WorkspaceServices, app: AppRow): Promise<z.infer<typeof appDetailOutput>> {
  const files = await services.files.listFiles(app.id);
  const settings = services.apps.settingsOf(app);
  const meta = await services.apps.getMetadata(app.id);
  const pages = pagesOf(files, settings);
  const versions = await services.files.listVersions(app.id, { limit: 1 });
  const live = await publicationState(services, app);
  const fn = await services.functions.detailParts(app.id);
  return {
    app_id: app.id,
    name: app.name,
    app_name: app.name,
    description: app.description,
    // An app is not live (url null) until publish_app.
    url: live.url,
    published: live.published,
    access_mode: live.access_mode,
    created_at: iso(app.created_at),
    updated_at: iso(app.updated_at),
    last_activity_at: iso(app.last_activity_at),
    language: meta.language,
    files: files.map((f) => ({ path: f.path, size: f.size })),
    total_files: files.length,
    total_bytes: files.reduce((n, f) => n + f.size, 0),
    pages: pages.map((p) => p.path),
    home_page: pages.find((p) => p.is_home)?.name ?? null,
    components: files.filter((f) => f.file_type === 'component').map((f) => f.path),
    functions: files.filter((f) => f.file_type === 'function').map((f) => f.path),
    entities: await entitiesOf(services, app.id, files),
    cron_jobs: fn.cron_jobs,
    has_layout: files.some((f) => f.path === 'Layout.jsx'),
    has_seo: files.some((f) => f.path === 'seo.json'),
    settings,
    integrations: fn.integrations,
    env_var_names: fn.env_var_names,
    saved_version_count: versions.total,
    latest_snapshot_id: versions.versions[0]?.snapshot_id ?? null,
  };
}
