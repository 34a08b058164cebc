import { generationTools } from './generation/tools.ts';
import { appTools } from './apps/tools.ts';
import { changeSetTools } from './changesets/tools.ts';
import { fileTools } from './files/tools.ts';
import { guideTools } from './guide/tools.ts';
import { hostingTools } from './hosting/tools.ts';
import { recordTools } from './records/tools.ts';
import type { AnyTool } from './platform/tool.ts';
import { securityTools } from './security/tools.ts';
import { validationTools } from './validation/tools.ts';
import { versionTools } from './versions/tools.ts';

/** The registry: every area's tool definitions. An area adds its list here once. */
export const allTools: AnyTool[] = [
  ...guideTools,
  ...appTools,
  ...fileTools,
  ...changeSetTools,
  ...validationTools,
  ...versionTools,
  ...generationTools,
  ...recordTools,
  ...securityTools,
  ...hostingTools,
];
