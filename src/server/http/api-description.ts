/** The introduction of the OpenAPI document at /api/docs. */
export const apiDescription = `Plan money alone or together.

## Signing in

Browsers use the session cookie set by \`POST /api/auth/login\` (\`cookieAuth\`); requests that change data must then come from the app's own origin.

Scripts and other tools use a personal API token made in Settings → API tokens (\`bearerAuth\`), sent as \`Authorization: Bearer tdm_…\`. When that header is present the request is authenticated by the token alone and any cookie is ignored, so no Origin check applies.

- A \`read\` token may only call GET (and HEAD); anything else answers 403 \`TOKEN_READ_ONLY\`.
- A \`read_write\` token may call every route whose security lists \`bearerAuth\`.
- Routes listing only \`cookieAuth\` (signing in and out, sessions, password, two-factor, e-mail, deleting or exporting the account, tokens, billing) answer 403 \`TOKEN_NOT_ALLOWED\` to either scope.
- An unknown or revoked token answers 401 \`TOKEN_INVALID\`; one past its expiry date 401 \`TOKEN_EXPIRED\`. Neither falls back to the cookie.
- Token requests share the per-user rate limits (429), and every request a token makes that could change data is written to the account's audit log.

## MCP

Outside AI tools reach the assistant’s data tools through the MCP server at \`POST /mcp\` (streamable HTTP, stateless, JSON-RPC as the Model Context Protocol specifies), authenticated by the same personal tokens; see the README, “Connecting an MCP client”.`;
