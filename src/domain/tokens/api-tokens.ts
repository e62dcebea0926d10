import { z } from 'zod';
import { isIsoDate } from '../shared/dates';
import { singleLine } from '../shared/field-schemas';

/** The catalogue texts of personal API tokens (section `apiTokens`). */
export const tokenMessages = {
  nameRequired: 'apiTokens.nameRequired',
  nameTooLong: 'apiTokens.nameTooLong',
  scopeInvalid: 'apiTokens.scopeInvalid',
  expiryInvalid: 'apiTokens.expiryInvalid',
  expiryNotFuture: 'apiTokens.expiryNotFuture',
  tooMany: 'apiTokens.tooMany',
  invalid: 'apiTokens.invalid',
  expired: 'apiTokens.expired',
  readOnly: 'apiTokens.readOnly',
  notAllowed: 'apiTokens.notAllowed',
} as const;

/** Error codes a token's caller branches on. */
export const tokenErrorCodes = {
  /** Unknown or revoked token: 401. */
  invalid: 'TOKEN_INVALID',
  /** Past its expiry date: 401. */
  expired: 'TOKEN_EXPIRED',
  /** A read-only token tried to change something: 403. */
  readOnly: 'TOKEN_READ_ONLY',
  /** Account, password, two-factor, session, token and billing routes need a session: 403. */
  notAllowed: 'TOKEN_NOT_ALLOWED',
  /** The cap on active tokens is reached: 409. */
  tooMany: 'TOO_MANY_TOKENS',
} as const;

export const tokenScopes = ['read', 'read_write'] as const;
export type TokenScope = (typeof tokenScopes)[number];

export const tokenNameMaxLength = 60;
/** Active (not revoked, not expired) tokens one account may hold. */
export const maxActiveTokens = 20;
/** Every secret starts with this, so scanners and people recognise a Tandem token. */
export const tokenSecretPrefix = 'tdm_';
/** Characters of the secret kept to tell tokens apart in the list (`tdm_` and 8 more). */
export const tokenDisplayLength = 12;

export const createTokenInput = z
  .object({
    name: singleLine(z.string({ error: tokenMessages.nameRequired }).trim().min(1, tokenMessages.nameRequired).max(tokenNameMaxLength, tokenMessages.nameTooLong)),
    scope: z.enum(tokenScopes, { error: tokenMessages.scopeInvalid }),
    expiresAt: z
      .string({ error: tokenMessages.expiryInvalid })
      .refine(isIsoDate, tokenMessages.expiryInvalid)
      .nullable()
      .optional()
      .meta({ description: 'The last day the token works (`YYYY-MM-DD`, after today); it stops at the end of that day in the user’s time zone. Null or left out: no expiry.' }),
  })
  .strict();
export type CreateTokenInput = z.infer<typeof createTokenInput>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(tokenScopes),
  prefix: z.string().meta({ description: 'The first characters of the secret, to recognise it' }),
  createdAt: z.string(),
  expiresAt: z.string().nullable().meta({ description: 'The instant the token stops working: the end of its last day in the user’s time zone' }),
  lastUsedAt: z.string().nullable().meta({ description: 'Last request made with it (kept to the minute)' }),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const tokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });

export const createdTokenSchema = z.object({
  token: apiTokenSchema,
  secret: z.string().meta({ description: 'The token itself (`tdm_…`), shown only in this answer' }),
});
