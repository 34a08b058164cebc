import { defineArea } from '../platform/area.ts';
import { registerStudioRoutes } from './routes.ts';

/** The owner's web interface at `{base_url}/` (pages, assets, accounts, the studio API). */
export const studioArea = defineArea({
  name: 'studio',
  routes: registerStudioRoutes,
});
