import { ERROR_KINDS, type ErrorKind } from './errors.ts';
import type { Catalog } from './runner.ts';
import { fullDescription } from './tool.ts';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  items?: Schema;
  default?: unknown;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

function typeOf(s: Schema): string {
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  if (s.type === 'array') return `list of ${s.items ? typeOf(s.items) : 'any'}`;
  const range = s.minimum !== undefined || s.maximum !== undefined ? ` ${s.minimum ?? ''}–${s.maximum ?? ''}` : '';
  return `${Array.isArray(s.type) ? s.type.join('/') : (s.type ?? 'any')}${range}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** docs/tools.md, generated from the registry (npm run docs). */
export function toolsReference(runner: Catalog): string {
  const tools = [...runner.tools.values()].sort((a, b) => a.tool.name.localeCompare(b.tool.name));
  const lines = [
    '# Tools reference',
    '',
    '<!-- Generated from the tool registry by `npm run docs`; do not edit by hand. -->',
    '',
    `${tools.length} tools. Each is callable as JSON-RPC \`tools/call\` on \`POST /api/mcp\` and as \`POST /api/mcp/tools/<name>\`. A tool that lists several scopes needs any one of them.`,
    '',
    '| Tool | Scopes | App-scoped | Read-only |',
    '|---|---|---|---|',
    ...tools.map(
      ({ tool }) =>
        `| [\`${tool.name}\`](#${tool.name}) | ${tool.scopes.join(', ')} | ${tool.app === 'none' ? 'no' : tool.app} | ${tool.annotations.readOnlyHint ? 'yes' : 'no'} |`,
    ),
    '',
  ];
  for (const { tool, inputSchema } of tools) {
    const schema = inputSchema as Schema;
    lines.push(`## ${tool.name}`, '', cell(fullDescription(tool)), '');
    const flags = [
      `Scopes (any one): ${tool.scopes.map((s) => `\`${s}\``).join(', ')}`,
      tool.accountOnly ? 'refused for app-locked tokens' : '',
      tool.credits ? `costs ${tool.credits} credit(s)` : '',
      tool.extension ? '**extension** (not in the interface document)' : '',
    ].filter(Boolean);
    lines.push(flags.join(' · '), '');
    const props = Object.entries(schema.properties ?? {});
    if (props.length) {
      lines.push('| Argument | Type | Required | Default | Notes |', '|---|---|---|---|---|');
      for (const [name, p] of props) {
        const required = schema.required?.includes(name) && p.default === undefined;
        lines.push(
          `| \`${name}\` | ${cell(typeOf(p))} | ${required ? 'yes' : ''} | ${p.default !== undefined ? `\`${JSON.stringify(p.default)}\`` : ''} | ${cell(p.description ?? '')} |`,
        );
      }
    } else lines.push('No arguments.');
    lines.push('');
  }
  return lines.join('\n');
}

/** docs/errors.md, generated from the error table. */
export function errorsReference(): string {
  const lines = [
    '# Errors reference',
    '',
    '<!-- Generated from src/platform/errors.ts by `npm run docs`; do not edit by hand. -->',
    '',
    'Protocol errors are JSON-RPC errors on `/api/mcp` (HTTP status in the "MCP HTTP" column). Tool-level',
    'failures are MCP tool results with `isError: true` whose text is `{"error": {"code", "kind", "message"}}`.',
    'On the REST bridge every error is `{"error": {"code", "kind", "message", "data"?}}` with the REST status.',
    '',
    '| Kind | JSON-RPC code | REST status | MCP HTTP | Tool-level | Default message |',
    '|---|---|---|---|---|---|',
  ];
  for (const kind of Object.keys(ERROR_KINDS) as ErrorKind[]) {
    const e = ERROR_KINDS[kind];
    lines.push(`| \`${kind}\` | ${e.rpc} | ${e.rest} | ${e.mcpHttp} | ${e.tool ? 'yes' : 'no'} | ${cell(e.message)} |`);
  }
  return `${lines.join('\n')}\n`;
}
