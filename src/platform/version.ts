/** Names and versions the interface document fixes (Versioning section). */
export const SERVER_INFO = { name: 'fine-structure-mcp', version: '1.0.0' } as const;
export const API_VERSION = '1.0.0';
export const OPENAPI_VERSION = '3.1.0';
