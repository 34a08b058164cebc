import { defineArea } from '../platform/area.ts';
import { functionMigrations } from './migrations.ts';
import { registerFunctionRoutes, type FunctionRouteServices } from './routes.ts';
import { FunctionsService, type FunctionsDeps } from './service.ts';
import { functionTools, secretTools } from './tools.ts';

/** Backend functions (the Deno runtime, their routes, schedules), app secrets and integrations. */
export const functionsArea = defineArea({
  name: 'functions',
  migrations: functionMigrations,
  services: (s: FunctionsDeps) => ({
    functions: new FunctionsService({
      db: s.db,
      config: s.config,
      log: s.log,
      files: s.files,
      appErrors: s.appErrors,
      records: s.records,
      security: s.security,
    }),
  }),
  tools: [...functionTools, ...secretTools],
  appApi: (router, s: FunctionRouteServices) => registerFunctionRoutes(router, s),
  start: ({ functions }: { functions: FunctionsService }) => functions.cron.start(),
  stop: ({ functions }: { functions: FunctionsService }) => functions.close(),
});
