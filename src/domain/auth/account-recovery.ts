import { z } from 'zod';
import { emailSchema, newPasswordSchema, authMessages } from './auth';

export const recoveryMessages = {
  linkExpired: 'messages.linkExpired',
  verificationRecentlySent: 'messages.verificationRecentlySent',
  emailUnchanged: 'messages.emailUnchanged',
  passwordsDontMatch: 'validation.passwordsDontMatch',
} as const;

/** How long each mailed link opens anything, in minutes. */
export const linkLifetimeMinutes = { passwordReset: 30, emailVerification: 24 * 60, emailChange: 24 * 60 } as const;

/** A mailed token: 32 random bytes in base64url. Anything else can never match, so it reads as a dead link. */
const tokenSchema = z.string({ error: recoveryMessages.linkExpired }).trim().min(1, recoveryMessages.linkExpired).max(200, recoveryMessages.linkExpired);

export const passwordResetRequestInput = z.object({ email: emailSchema }).strict();
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

export const passwordResetConfirmInput = z.object({ token: tokenSchema, password: newPasswordSchema }).strict();
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

export const accountTokenInput = z.object({ token: tokenSchema }).strict();
export type AccountTokenInput = z.infer<typeof accountTokenInput>;

export const emailChangeInput = z
  .object({
    email: emailSchema,
    currentPassword: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(1024),
  })
  .strict();
export type EmailChangeInput = z.infer<typeof emailChangeInput>;

/** The address an e-mail change confirmed, so a signed-in client can show it at once. */
export const emailChangedSchema = z.object({ email: z.string() });
