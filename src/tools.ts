import { generationTools } from './generation/tools.ts';
import { guideTools } from './guide/tools.ts';
import type { AnyTool } from './platform/tool.ts';

/** The registry: every area's tool definitions. An area adds its list here once. */
export const allTools: AnyTool[] = [...guideTools, ...generationTools];
