import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * The server's API document (written by `npm run api:types`), for holding the fake network to
 * what the server really serves: a fake route the server has no method and path for, or a
 * successful JSON answer its route would never send, fails the test.
 */
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

interface ServedRoute {
  method: string;
  template: string;
  segments: string[];
  operation: Operation;
}

interface Contract {
  routes: ServedRoute[];
  validators: Map<string, ValidateFunction>;
  ajv: Ajv;
}

const isParameter = (segment: string) => segment.startsWith('{') || segment.startsWith(':');

function loadContract(): Contract {
  // A path, not `new URL(…)`: under jsdom the global URL is the browser's, which has no file scheme.
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi.json');
  const document = JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  const routes = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), template, segments: template.split('/'), operation })),
  );
  // Formats are not checked: the fakes' ids are readable words, and a fake is wrong by its fields, not its id spelling.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  return { routes, validators: new Map(), ajv };
}

/**
 * OpenAPI 3.0 writes zod's `.nullable()` as `nullable: true`; Ajv honours it except beside an
 * `enum`, which must then list null itself. Null is added there, as the schema means.
 */
function withNullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableEnums);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([name, value]) => [name, withNullableEnums(value)])) as Record<string, unknown>;
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...(copy.enum as unknown[]), null];
  return copy;
}

// Test files share a process but not their modules: the document is read and compiled once per run.
const key = Symbol.for('tandem.client-tests.api-contract');
const holder = globalThis as unknown as Record<symbol, Contract | undefined>;

function contract(): Contract {
  holder[key] ??= loadContract();
  return holder[key];
}

/** Only the API is in the document; the fake may also stand in for static files. */
export const isApiPath = (path: string) => path.startsWith('/api/');

/**
 * The served route a fake declaration (`:name` segments) stands for: same method, same
 * segments, a parameter where the server has one (a literal value may fill a parameter).
 */
export function servedRouteFor(method: string, declaredPath: string): ServedRoute | undefined {
  const declared = declaredPath.split('/');
  return contract().routes.find(
    (route) =>
      route.method === method &&
      route.segments.length === declared.length &&
      route.segments.every((segment, index) => {
        const given = declared[index] ?? '';
        if (isParameter(given)) return isParameter(segment);
        return isParameter(segment) || segment === given;
      }),
  );
}

/** The route that serves a real request path: the one with the most literal segments, as Fastify picks. */
function routeServing(method: string, path: string): ServedRoute | undefined {
  const parts = path.split('/');
  const literals = (route: ServedRoute) => route.segments.filter((segment) => !isParameter(segment)).length;
  return contract()
    .routes.filter((route) => route.method === method && route.segments.length === parts.length)
    .filter((route) => route.segments.every((segment, index) => isParameter(segment) || segment === parts[index]))
    .sort((a, b) => literals(b) - literals(a))[0];
}

/** Why a declared fake route is not one the server serves, or undefined when it is. */
export function declarationProblem(method: string, path: string): string | undefined {
  if (!isApiPath(path) || servedRouteFor(method, path)) return undefined;
  return `The fake route "${method} ${path}" is not served by the server (tests/client/support/openapi.json); declare a route the server has`;
}

/** Why a successful answer the fake gave could not come from the server, or undefined when it could. */
export async function answerProblem(method: string, path: string, response: Response): Promise<string | undefined> {
  if (!isApiPath(path) || response.status < 200 || response.status >= 300 || response.status === 204) return undefined;
  const label = `${method} ${path} answered ${response.status}`;
  const route = routeServing(method, path);
  if (!route) return `${label}, but the server does not serve ${method} ${path}`;
  const declared = route.operation.responses?.[String(response.status)];
  if (!declared) return `${label}, a status ${method} ${route.template} never answers with`;
  const jsonSchema = declared.content?.['application/json']?.schema;
  if (!jsonSchema || !(response.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  const validatorKey = `${route.method} ${route.template} ${response.status}`;
  const { ajv, validators } = contract();
  let validate = validators.get(validatorKey);
  if (!validate) {
    validate = ajv.compile(withNullableEnums(jsonSchema) as object);
    validators.set(validatorKey, validate);
  }
  const body = (await response.clone().json()) as unknown;
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map(
      (error) => `  ${error.instancePath || '(the answer)'} ${error.message ?? ''}${'additionalProperty' in error.params ? `: ${String(error.params.additionalProperty)}` : ''}`,
    );
  return `${label} with a body the server's schema for ${route.template} rejects:\n${errors.join('\n')}`;
}
