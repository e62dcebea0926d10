import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routePattern } from './route-pattern';

/**
 * A real HTTP server on 127.0.0.1 and a free port standing in for an outside service
 * (exchange rates, crypto prices, a chat-completions API, payments). The code under test talks
 * to it over the network exactly as it would to the real service; the test declares JSON
 * routes and reads back every request it received.
 */

export interface FakeRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  /** `:name` segments of the matched route. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON when the request sent JSON, the raw text otherwise, undefined when empty. */
  body: unknown;
}

/** A status, body and headers; any other value a handler returns is sent as a 200 JSON body. */
export class FakeReply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) => new FakeReply(status, body, headers);

export type FakeHandler = (request: FakeRequest) => unknown;

/** `'METHOD /path/:param'` → a handler, or a fixed JSON body. */
export type FakeRoutes = Record<string, FakeHandler | object | string | number | boolean | null>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handle: FakeHandler;
}

export interface FakeHttpServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  /** Every request received, in order (unmatched ones included). */
  requests: FakeRequest[];
  /** Requests no route matched, as `METHOD /path`; they were answered 404. */
  unmatched: string[];
  /** Adds routes; a later declaration of the same route wins. */
  use(routes: FakeRoutes): void;
  close(): Promise<void>;
}

function compile(key: string, value: FakeRoutes[string]): Route {
  const handle: FakeHandler = typeof value === 'function' ? (value as FakeHandler) : () => value;
  return { ...routePattern(key), handle };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  if (!(request.headers['content-type'] ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, { status, body, headers }: FakeReply): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
  response.writeHead(status, { ...(text ? { 'content-type': type } : {}), ...headers });
  response.end(text);
}

/** Starts a fake service with the given routes; close it in afterAll (or afterEach). */
export async function startFakeHttpServer(routes: FakeRoutes = {}): Promise<FakeHttpServer> {
  let compiled: Route[] = [];
  const requests: FakeRequest[] = [];
  const unmatched: string[] = [];
  const use = (more: FakeRoutes) => {
    compiled = [...Object.entries(more).map(([key, value]) => compile(key, value)), ...compiled];
  };
  use(routes);

  const server = createServer((request, response) => {
    void (async () => {
      const address = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = (request.method ?? 'GET').toUpperCase();
      const recorded: FakeRequest = { method, path: address.pathname, query: address.searchParams, params: {}, headers: request.headers, body: await readBody(request) };
      requests.push(recorded);
      for (const route of compiled) {
        const match = route.method === method ? route.pattern.exec(address.pathname) : null;
        if (!match) continue;
        recorded.params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
        const result = await route.handle(recorded);
        send(response, result instanceof FakeReply ? result : new FakeReply(200, result));
        return;
      }
      unmatched.push(`${method} ${address.pathname}`);
      send(response, new FakeReply(404, { error: `No fake route for ${method} ${address.pathname}` }));
    })().catch((error: unknown) => {
      // A throwing handler is a broken test double: answer 500 and say why, rather than hang.
      send(response, new FakeReply(500, { error: error instanceof Error ? error.message : String(error) }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unmatched,
    use,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
