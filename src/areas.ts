/**
 * The areas of the service, in dependency order: an area's services are built from those of the
 * areas before it. Adding an area is one entry here (see docs/architecture.md); the migrations,
 * the tool registry, the service bag (src/services.ts) and the routes (src/server.ts) derive from
 * this list.
 */
import { abTestsArea } from './abtests/area.ts';
import { agencyArea } from './agency/area.ts';
import { appsArea } from './apps/area.ts';
import { auditArea } from './audit/area.ts';
import { changeSetsArea } from './changesets/area.ts';
import { connectArea } from './connect/area.ts';
import { domainsArea } from './domains/area.ts';
import { filesArea } from './files/area.ts';
import { functionsArea } from './functions/area.ts';
import { generationArea } from './generation/area.ts';
import { guideArea } from './guide/area.ts';
import { hostingArea } from './hosting/area.ts';
import { identityArea } from './identity/area.ts';
import { mailArea } from './mail/area.ts';
import { oauthArea } from './oauth/area.ts';
import type { Migration } from './storage/db.ts';
import { recordsArea } from './records/area.ts';
import { requestsArea } from './requests/area.ts';
import { securityArea } from './security/area.ts';
import { studioArea } from './studio/area.ts';
import { validationArea } from './validation/area.ts';
import { versionsArea } from './versions/area.ts';
import { webhooksArea } from './webhooks/area.ts';
import type { AnyTool } from './platform/tool.ts';

export const areas = [
  identityArea,
  auditArea,
  appsArea,
  filesArea,
  changeSetsArea,
  validationArea,
  versionsArea,
  recordsArea,
  securityArea,
  generationArea,
  webhooksArea,
  oauthArea,
  domainsArea,
  hostingArea,
  functionsArea,
  abTestsArea,
  guideArea,
  mailArea,
  agencyArea,
  requestsArea,
  studioArea,
  connectArea,
] as const;

/** Every area's migrations, in list order. */
export const allMigrations: readonly Migration[] = areas.flatMap((a): readonly Migration[] => ('migrations' in a ? a.migrations : []));

/** The registry: every area's tool definitions. */
export const allTools: readonly AnyTool[] = areas.flatMap((a): readonly AnyTool[] => ('tools' in a ? a.tools : []));
