/**
 * Whether a request is for data rather than a page or a file: the JSON API under /api and the
 * MCP server at /mcp. Rate limits, load shedding and `no-store` apply to exactly these.
 */
export function servesData(url: string): boolean {
  return url.startsWith('/api/') || url === '/mcp' || url.startsWith('/mcp?');
}
