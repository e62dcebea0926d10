import { z } from 'zod';

const textParams = z.record(z.string(), z.union([z.string(), z.number()])).describe('Values the text fills in; a number named `count` also picks its plural form');

/** A text of the message catalogue: what a client shows translated as `t(key, params)`. */
const catalogueText = z.object({
  key: z.string().describe('Catalogue key, e.g. `validation.goalTitleRequired`'),
  params: textParams.optional(),
});

/** The one error shape, for documenting error answers. */
export const errorBody = z
  .object({
    message: z.string().describe('What went wrong, in English'),
    code: z.string().describe('Stable machine-readable code, e.g. `VALIDATION_FAILED` or `NOT_FOUND`'),
    key: z.string().optional().describe("The catalogue key of `message`, for showing it in the user's language"),
    params: textParams.optional(),
    fieldErrors: z.record(z.string(), z.string()).optional().describe('Per field, what is wrong with it, in English'),
    fieldKeys: z.record(z.string(), catalogueText).optional().describe('Per field, the catalogue text of its entry in `fieldErrors`'),
  })
  .describe('An error answer. Texts an older client does not know by key fall back to the English `message`.');

export const noContent = z.null().describe('No content');

/** Routes only a browser session may call say so in the OpenAPI document. */
export const sessionSecurity: Record<string, string[]>[] = [{ cookieAuth: [] }];
/** Routes a personal API token may call too (decision 032): either scheme will do. */
export const sessionOrTokenSecurity: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids that are not uuids name nothing: answer 404 rather than ask the database. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** `/:id` path parameters; anything that is not one of our ids is treated as unknown (404). */
export const idParams = z.object({ id: z.string().max(100) });
