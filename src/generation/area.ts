import { defineArea } from '../platform/area.ts';
import { AgentEvents } from './events.ts';
import { generationMigrations } from './migrations.ts';
import { registerSampleImages } from './sample-images.ts';
import { followFiles, followSchema } from './offline/follow.ts';
import { GenerationService, type GenerationDeps } from './service.ts';
import { generationTools } from './tools.ts';

/** Generation jobs (create_app, update_app), conversations, and the worker pool. */
export const generationArea = defineArea({
  name: 'generation',
  migrations: generationMigrations,
  services: (s: Omit<GenerationDeps, 'events'>) => {
    // Agent lifecycle events (conversation.created, message.created, message.completed), for webhooks.
    const events = new AgentEvents(s.log);
    const deps: GenerationDeps = {
      db: s.db,
      config: s.config,
      log: s.log,
      credits: s.credits,
      apps: s.apps,
      files: s.files,
      records: s.records,
      security: s.security,
      events,
    };
    // Generated pages and forms follow schema changes made with the records tools, in the same write.
    const { apps, files: fileStore } = deps; // the provider object is only valid while this factory runs
    deps.records.followSchemas(async (q, appId, entity, schema) => {
      const app = await apps.get(appId, q);
      if (!app) return [];
      const files = Object.fromEntries(await fileStore.readFiles(appId, undefined, q));
      const changed = followSchema({ files, appName: app.name, settings: apps.settingsOf(app), entity, after: schema.after });
      return Object.entries(changed).map(([path, content]) => ({ path, content, base: files[path] }));
    });
    // ... and those made by writing entities/<Name>.json with the file tools (write_app_file, apply_change_set).
    fileStore.followWrites(async (q, appId, files, changes) => {
      const app = await apps.get(appId, q);
      if (!app) return {};
      return followFiles({ files, appName: app.name, settings: apps.settingsOf(app), ...changes });
    });
    return { events, generation: new GenerationService(deps) };
  },
  tools: generationTools,
  // the starter records' images (seed.ts): drawn here, so generated apps need no image host
  routes: (app) => registerSampleImages(app),
  start: ({ generation }: { generation: GenerationService }) => generation.start(),
  stop: ({ generation }: { generation: GenerationService }) => generation.stop(),
});
