import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Route serializer for the busiest read routes (transactions, cash flow): the 200 answer is written with plain
 * `JSON.stringify`. Their handlers build every field with typed view functions that the type
 * provider checks against the response schema at compile time, so parsing each of 50 rows again
 * through zod at run time (about a quarter of the route's CPU) catches nothing. Other statuses
 * keep zod's checks.
 */
export function typedJsonSerializer<T>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  if (route.httpStatus === '200') return (data) => JSON.stringify(data);
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) throw new Error(`${route.method} ${route.url}: the ${route.httpStatus} answer needs a zod schema`);
  return serializerCompiler({ ...route, schema });
}
