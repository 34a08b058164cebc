/**
 * Ready-to-paste MCP client configurations for a token: the studio's token panel shows them, and
 * `svc connect` prints them (plain data, no browser APIs, so both can import it).
 */
export function mcpClientConfigs(mcpUrl: string, token: string): Array<readonly [title: string, text: string]> {
  const headers = { Authorization: `Bearer ${token}` };
  const server = { type: 'http', url: mcpUrl, headers };
  return [
    ['Claude Code', `claude mcp add --transport http fine-structure ${mcpUrl} --header "Authorization: Bearer ${token}"`],
    ['VS Code (.vscode/mcp.json)', JSON.stringify({ servers: { 'fine-structure': server } }, null, 2)],
    ['Cursor (~/.cursor/mcp.json)', JSON.stringify({ mcpServers: { 'fine-structure': { url: mcpUrl, headers } } }, null, 2)],
    ['Generic JSON', JSON.stringify({ mcpServers: { 'fine-structure': server } }, null, 2)],
  ];
}
