import { z } from 'zod';

/** The one error shape (`{ message, code, fieldErrors? }`), for documenting error answers. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export const noContent = z.null().describe('No content');

/** Routes behind the session cookie say so in the OpenAPI document. */
export const sessionSecurity = [{ session: [] }];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids that are not uuids name nothing: answer 404 rather than ask the database. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** `/:id` path parameters; anything that is not one of our ids is treated as unknown (404). */
export const idParams = z.object({ id: z.string().max(100) });
