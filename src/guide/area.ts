import { defineArea } from '../platform/area.ts';
import { type GuideServices, guideEnv, guideMarkdown } from './service.ts';
import { guideTools } from './tools.ts';

/** The agent guide: get_platform_guide, get_recommended_workflow, GET /api/mcp/docs. */
export const guideArea = defineArea({
  name: 'guide',
  tools: guideTools,
  routes: (app, s: GuideServices) => {
    const docs = guideMarkdown(guideEnv(s));
    app.get('/api/mcp/docs', async (_, reply) => reply.type('text/markdown; charset=utf-8').send(docs));
  },
});
