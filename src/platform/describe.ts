import { SCOPES } from './scopes.ts';
import { ERROR_KINDS } from './errors.ts';
import type { Catalog } from './runner.ts';
import { fullDescription } from './tool.ts';
import { API_VERSION, OPENAPI_VERSION, SERVER_INFO } from './version.ts';

/** GET /api/mcp/manifest: every tool's name, description, input schema and scopes. */
export function buildManifest(runner: Catalog, baseUrl: string) {
  return {
    server: { ...SERVER_INFO },
    version: SERVER_INFO.version,
    endpoints: { mcp: `${baseUrl}/api/mcp`, rest: `${baseUrl}/api/mcp/tools/{tool_name}`, openapi: `${baseUrl}/api/mcp/openapi.json` },
    scopes: [...SCOPES],
    scope_rule: 'A tool that lists several scopes needs any one of them.',
    tools: [...runner.tools.values()].map(({ tool, inputSchema, outputSchema }) => ({
      name: tool.name,
      description: fullDescription(tool),
      input_schema: inputSchema,
      ...(outputSchema ? { output_schema: outputSchema } : {}),
      scopes: [...tool.scopes],
      annotations: tool.annotations,
      app_scoped: tool.app !== 'none',
      account_only: !!tool.accountOnly,
      ...(tool.extension ? { extension: true, extension_note: 'Not part of the interface document; an extension of this service.' } : {}),
    })),
  };
}

const ERROR_STATUSES = ['400', '401', '402', '403', '404', '429', '500'] as const;
const STATUS_TEXT: Record<(typeof ERROR_STATUSES)[number], string> = {
  '400': 'Invalid arguments for the tool, or a tool-level failure',
  '401': 'Missing or invalid bearer token',
  '402': 'Not enough credits',
  '403': 'Token scope (or app lock) does not permit the tool',
  '404': 'Unknown tool name, or the named resource (e.g. App not found)',
  '429': 'Rate limit exceeded; retry after the Retry-After delay',
  '500': 'Internal error while running the tool',
};

/** GET /api/mcp/openapi.json: OpenAPI 3.1.0, one POST operation per tool. */
export function buildOpenApi(runner: Catalog, baseUrl: string) {
  const errorRef = { $ref: '#/components/schemas/Error' };
  const paths: Record<string, unknown> = {};
  for (const { tool, inputSchema, outputSchema } of runner.tools.values()) {
    const responses: Record<string, unknown> = {
      '200': { description: 'Tool executed', content: { 'application/json': { schema: outputSchema ?? { type: 'object' } } } },
    };
    for (const status of ERROR_STATUSES) {
      responses[status] = {
        description: STATUS_TEXT[status],
        content: { 'application/json': { schema: errorRef } },
        ...(status === '429' ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } } : {}),
      };
    }
    paths[`/api/mcp/tools/${tool.name}`] = {
      post: {
        operationId: tool.name,
        summary: tool.annotations.title ?? tool.name,
        description: `${fullDescription(tool)}\n\nScopes (any one): ${tool.scopes.join(', ') || 'none'}.`,
        tags: [tool.app !== 'none' ? 'app' : 'account'],
        security: [{ bearer: [...tool.scopes] }],
        'x-scopes': [...tool.scopes],
        ...(tool.extension ? { 'x-extension': true } : {}),
        requestBody: { required: true, content: { 'application/json': { schema: inputSchema } } },
        responses,
      },
    };
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Fine Structure tool API',
      version: API_VERSION,
      description: 'Every tool of the MCP server, callable as POST /api/mcp/tools/<name> with the arguments as the JSON body.',
    },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A static token `svc_mcp_…` created in the studio or with POST /api/auth/mcp-tokens',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'kind', 'message'],
              properties: {
                code: { type: 'integer', description: 'The JSON-RPC code of the same failure on /api/mcp' },
                kind: { type: 'string', enum: Object.keys(ERROR_KINDS) },
                message: { type: 'string' },
                data: { type: 'object' },
              },
            },
          },
        },
      },
    },
    paths,
  };
}
