import { z } from 'zod';
import { authMessages } from './auth';

export const twoFactorMessages = {
  codeRequired: 'twoFactor.codeRequired',
  appCodeInvalid: 'twoFactor.appCodeInvalid',
  codeInvalid: 'twoFactor.codeInvalid',
  codeWrong: 'twoFactor.codeWrong',
  alreadyOn: 'twoFactor.alreadyOn',
  notStarted: 'twoFactor.notStarted',
  notOn: 'twoFactor.notOn',
  challengeExpired: 'twoFactor.challengeExpired',
} as const;

export const twoFactorCodes = {
  wrongCode: 'WRONG_TWO_FACTOR_CODE',
  challengeExpired: 'TWO_FACTOR_CHALLENGE_EXPIRED',
} as const;

/** Backup codes per set, each shown once. */
export const backupCodeCount = 10;
/** Wrong codes one sign-in challenge takes before it has to start again from the password. */
export const challengeAttempts = 5;
/** Days a browser skips the code after "Trust this device". */
export const trustedDeviceDays = 30;

const appCodePattern = /^\d{6}$/;
const backupCodePattern = /^[a-z0-9]{4}-?[a-z0-9]{4}$/;

/** Spaces and dashes people type or paste around a code are not part of it. */
const compact = (value: string) => value.replace(/\s+/g, '');

/** A code from the authenticator app: six digits, spaces allowed. */
export const appCodeSchema = z
  .string({ error: twoFactorMessages.codeRequired })
  .transform(compact)
  .pipe(z.string().min(1, twoFactorMessages.codeRequired).regex(appCodePattern, twoFactorMessages.appCodeInvalid));

/** A code from the app or one of the backup codes (`xxxx-xxxx`, any case, dash optional). */
export const secondFactorCodeSchema = z
  .string({ error: twoFactorMessages.codeRequired })
  .transform((value) => compact(value).toLowerCase())
  .pipe(
    z
      .string()
      .min(1, twoFactorMessages.codeRequired)
      .refine((value) => appCodePattern.test(value) || backupCodePattern.test(value), twoFactorMessages.codeInvalid),
  );

export const isAppCode = (code: string) => appCodePattern.test(code);

/** A backup code as stored and compared: lower case, with its dash. */
export function normalizeBackupCode(code: string): string {
  const plain = compact(code).toLowerCase().replace('-', '');
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
}

const password = z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(1024);

export const enableTwoFactorInput = z.object({ code: appCodeSchema }).strict();
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorInput>;

/** Turning two-factor off or replacing the backup codes: the password and a second factor. */
export const confirmTwoFactorInput = z.object({ password, code: secondFactorCodeSchema }).strict();
export type ConfirmTwoFactorInput = z.infer<typeof confirmTwoFactorInput>;

export const twoFactorSignInInput = z
  .object({
    // Any text: an unknown challenge answers like an expired one.
    challenge: z.string({ error: twoFactorMessages.challengeExpired }).max(256, twoFactorMessages.challengeExpired),
    code: secondFactorCodeSchema,
    trustDevice: z.boolean().optional(),
  })
  .strict();
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInInput>;

export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG data URL, for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodesSchema>;

export const twoFactorStatusSchema = z.object({ twoFactorEnabled: z.boolean(), backupCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The answer to a right password on an account that asks for a code. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
