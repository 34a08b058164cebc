import { defineArea } from '../platform/area.ts';
import { validationTools } from './tools.ts';

/** validate_app (the rules themselves are pure functions used by files, changesets and generation). */
export const validationArea = defineArea({
  name: 'validation',
  tools: validationTools,
});
