import { z } from 'zod';
import { singleLine } from '../shared/field-schemas';
import { isCommonPassword } from './common-passwords';
import { referralCodeMaxLength, referralMessages } from '../referrals/referrals';
import { timeZoneSchema } from '../shared/timezone';

export const authMessages = {
  firstNameRequired: 'validation.firstNameRequired',
  lastNameRequired: 'validation.lastNameRequired',
  nameTooLong: 'validation.nameTooLong',
  emailInvalid: 'validation.emailInvalid',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooLong: 'validation.passwordTooLong',
  passwordTooCommon: 'validation.passwordTooCommon',
  passwordRequired: 'validation.passwordRequired',
} as const;

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

const name = (requiredMessage: string) => singleLine(z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(100, authMessages.nameTooLong));

export const emailSchema = z
  .string({ error: authMessages.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }));

/** A new password: length bounds only (no composition rules) and not one of the most common. */
export const newPasswordSchema = z
  .string({ error: authMessages.passwordTooShort })
  .min(passwordMinLength, authMessages.passwordTooShort)
  .max(passwordMaxLength, authMessages.passwordTooLong)
  .refine((value) => !isCommonPassword(value), authMessages.passwordTooCommon);

export const registerInput = z
  .object({
    firstName: name(authMessages.firstNameRequired),
    lastName: name(authMessages.lastNameRequired),
    email: emailSchema,
    password: newPasswordSchema,
    /** The browser's IANA zone; decides the user's "today". Defaults to UTC. */
    timezone: timeZoneSchema.optional(),
    /** A friend's referral code, any case; empty means none. */
    referralCode: z.string({ error: referralMessages.invalidCode }).trim().toUpperCase().max(referralCodeMaxLength, referralMessages.invalidCode).optional(),
  })
  .strict();
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z
  .object({
    email: emailSchema,
    password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(1024),
  })
  .strict();
export type LoginInput = z.infer<typeof loginInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(1024),
    newPassword: newPasswordSchema,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const updateUserInput = z
  .object({
    firstName: name(authMessages.firstNameRequired).optional(),
    lastName: name(authMessages.lastNameRequired).optional(),
    timezone: timeZoneSchema.optional(),
  })
  .strict();
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** False until the person opens a link mailed to this address. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
