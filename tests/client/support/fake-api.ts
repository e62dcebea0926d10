import { routePattern } from '../../support/route-pattern';
import { answerProblem, declarationProblem } from './api-contract';
/**
 * The network for client tests. Every request must be answered by a declared route; anything
 * else rejects with the method and URL *and* fails the test afterwards, so a feature that
 * swallows the error (or reads a failure as "empty") cannot pass by accident. The routes are
 * held to the server's API document: declaring one the server does not serve throws, and a
 * successful JSON answer its schema rejects fails the same way an unanswered request does.
 */

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  /** As sent, so a test can read e.g. `call.headers.get('Idempotency-Key')`. */
  headers: Headers;
}

/** What a route handler sees: the call plus its path, query and `:name` path parameters. */
export interface ApiRequest extends RecordedCall {
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
}

/** A Response is sent as it is; any other value is sent as a 200 JSON body. */
export type RouteHandler = (request: ApiRequest) => unknown;

/** `'METHOD /path/:param'` → a handler, or a fixed JSON body for a 200. */
export type Routes = Record<string, RouteHandler | object | string | number | boolean | null>;

/** A catch-all consulted before the routes: answer, or return undefined to let the routes answer. */
export type Interceptor = (call: RecordedCall) => Response | Promise<Response> | undefined;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: RouteHandler;
}

/** A JSON answer with any status (204 has no body). */
export function json(status: number, body?: unknown): Response {
  return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The app's error shape `{ message, code }` with a status. */
export function failure(status: number, message: string, code: string, extra: Record<string, unknown> = {}): Response {
  return json(status, { message, code, ...extra });
}

/** What the server answers on a path it does not serve yet. */
export const notServed = () => failure(404, 'Not found', 'NOT_FOUND');

function compile(key: string, handler: Routes[string]): Route {
  const respond: RouteHandler = typeof handler === 'function' ? (handler as RouteHandler) : () => handler;
  const route = routePattern(key);
  const problem = declarationProblem(route.method, key.slice(route.method.length + 1));
  if (problem) throw new Error(problem);
  return { ...route, handler: respond };
}

function describeInput(input: RequestInfo | URL, init?: RequestInit) {
  const request = typeof input === 'object' && 'method' in input ? input : undefined;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  let body: unknown = init?.body ?? undefined;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body) as unknown;
    } catch {
      // Not JSON (a CSV upload, say): the handler gets the text as it was sent.
    }
  }
  const headers = new Headers(init?.headers ?? request?.headers);
  return { method, url, body, headers };
}

/** Paths are matched without the origin jsdom adds to relative URLs. */
function splitUrl(url: string): { path: string; query: URLSearchParams } {
  const parsed = new URL(url, 'http://localhost');
  return { path: parsed.pathname, query: parsed.searchParams };
}

function createFakeApi() {
  let routes: Route[] = [];
  let interceptors: Interceptor[] = [];
  let calls: RecordedCall[] = [];
  let unhandled: string[] = [];
  let breaches: string[] = [];

  async function answer(call: RecordedCall): Promise<Response | undefined> {
    for (const intercept of interceptors) {
      const result = await intercept(call);
      if (result) return result;
    }
    const { path, query } = splitUrl(call.url);
    for (const route of routes) {
      if (route.method !== call.method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
      const result = await route.handler({ ...call, path, query, params });
      if (result instanceof Response) return result;
      if (result === undefined) throw new Error(`The handler for ${call.method} ${path} returned nothing; return a body or json(status, body)`);
      return json(200, result);
    }
    return undefined;
  }

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const call = describeInput(input, init);
    calls.push(call);
    const response = await answer(call);
    if (response) {
      const breach = await answerProblem(call.method, splitUrl(call.url).path, response);
      if (!breach) return response;
      breaches.push(breach);
      throw new Error(`The fake answer breaks the API contract: ${breach}`);
    }
    const text = `${call.method} ${call.url}`;
    unhandled.push(text);
    throw new Error(`Unhandled request in a test: ${text}. Declare it with api.use({ '${call.method} ${splitUrl(call.url).path}': … }).`);
  }

  return {
    fetch,
    /** Declares routes; a later declaration of the same route wins over an earlier one. */
    use(declared: Routes): void {
      routes = [...Object.entries(declared).map(([key, handler]) => compile(key, handler)), ...routes];
    },
    /** Adds a catch-all consulted before the routes; the latest one is asked first. */
    intercept(handler: Interceptor): void {
      interceptors = [handler, ...interceptors];
    },
    /** Every call so far, in order, as `{ method, url, body, headers }`. */
    get calls(): RecordedCall[] {
      return calls;
    },
    /** The calls matching `'METHOD /path'` (query strings ignored). */
    callsTo(key: string): RecordedCall[] {
      const [method, path] = key.split(' ');
      return calls.filter((call) => call.method === method && splitUrl(call.url).path === path);
    },
    /** Requests nobody answered since the last call, cleared. */
    takeUnhandled(): string[] {
      return unhandled.splice(0);
    },
    /** Fake answers the server's schemas reject since the last call, cleared. */
    takeContractBreaches(): string[] {
      return breaches.splice(0);
    },
    reset(): void {
      routes = [];
      interceptors = [];
      calls = [];
      unhandled = [];
      breaches = [];
    },
  };
}

export const api = createFakeApi();
