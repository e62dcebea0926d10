import { apiRequest, type RequestOptions } from '../api-request';
import type { paths } from './schema.gen';

/**
 * Calls to the API typed from its document (`schema.gen.ts`, built from the server's route
 * schemas): a path the server does not serve, a missing path parameter, a body of the wrong
 * shape or a misread answer field is a compile error. Sending is `apiRequest`'s: cookies
 * included, JSON content type only with a body, failures thrown as `ApiError`.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<M extends ApiMethod, P extends keyof paths> = Extract<paths[P][M], { responses: object }>;

/** The paths served for a method, as the document spells them (`/api/financial-goals/{id}`). */
export type ApiPath<M extends ApiMethod> = { [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never }[keyof paths];

type SuccessStatus = 200 | 201 | 202;
type ContentOf<Response> = Response extends { content: { 'application/json': infer Json } } ? Json : Response extends { content: Record<string, infer Other> } ? Other : undefined;
type Responses<M extends ApiMethod, P extends ApiPath<M>> = Operation<M, P>['responses'];

/** The successful answer of a call; `undefined` for 204, which has no body whatever the document says. */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> =
  ContentOf<Responses<M, P>[Extract<keyof Responses<M, P>, SuccessStatus>]> | (204 extends keyof Responses<M, P> ? undefined : never);

type ParametersOf<O> = O extends { parameters: infer Declared } ? Declared : never;
type PathInput<O> = ParametersOf<O> extends { path: infer Path } ? { path: Path } : unknown;
type QueryInput<O> =
  ParametersOf<O> extends { query: infer Query }
    ? { query: Query }
    : ParametersOf<O> extends { query?: infer Query }
      ? [Query] extends [never | undefined]
        ? unknown
        : { query?: Query }
      : unknown;
type BodyInput<O> = O extends { requestBody: { content: { 'application/json': infer Body } } }
  ? { body: Body }
  : O extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? { body?: Body }
    : unknown;

/** Path parameters, query and body as the route declares them, plus the request options. */
export type ApiInput<M extends ApiMethod, P extends ApiPath<M>> = PathInput<Operation<M, P>> & QueryInput<Operation<M, P>> & BodyInput<Operation<M, P>> & RequestOptions;

/**
 * A route's JSON body. For the few forms whose own types are wider than the route's (a currency
 * as any string, say), `body: values as ApiBody<…>` says the server is the one to check them.
 */
export type ApiBody<M extends ApiMethod, P extends ApiPath<M>> = Operation<M, P> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** The input may be left out when nothing in it is required. */
type InputArgument<Input> = object extends Input ? [input?: Input] : [input: Input];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

interface LooseInput extends RequestOptions {
  path?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** `/api/goals/{id}` with `{ id }` filled in (encoded), then the query without its empty values. */
export function apiUrl(template: string, path: Record<string, string | number> = {}, query: Record<string, QueryValue> = {}): string {
  const filled = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = path[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function caller<M extends ApiMethod>(method: M) {
  return <P extends ApiPath<M>>(path: P, ...[input]: InputArgument<ApiInput<M, P>>): Promise<ApiAnswer<M, P>> => {
    const { path: pathParameters, query, body, ...options } = (input ?? {}) as LooseInput;
    // The one place an answer takes its type: the document says what this route answers.
    return apiRequest<ApiAnswer<M, P>>(method.toUpperCase(), apiUrl(path, pathParameters, query), body, options);
  };
}

export const apiClient = {
  get: caller('get'),
  post: caller('post'),
  put: caller('put'),
  patch: caller('patch'),
  delete: caller('delete'),
};

/** What GET on a path answers, for queries whose key is that path (the default query function). */
export type GetAnswer<P extends ApiPath<'get'>> = ApiAnswer<'get', P>;
