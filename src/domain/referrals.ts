import { z } from 'zod';

export const referralMessages = {
  invalidCode: 'Invalid referral code',
  activeRequired: 'Say whether the referral code is active',
} as const;

/** What a referral code looks like: an upper-case word of 3–8 letters and four digits. */
export const referralCodePattern = /^[A-Z]{3,8}\d{4}$/;
export const referralCodeMaxLength = 40;
export const fallbackReferralWord = 'TANDEM';

/**
 * The word of a user's code: the ASCII letters of their first name (accents dropped), upper-cased
 * and cut to eight; names with fewer than three such letters get the product's name.
 */
export function referralWord(firstName: string): string {
  const letters = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 8);
  return letters.length >= 3 ? letters : fallbackReferralWord;
}

/** A typed code as stored: no surrounding spaces, upper case; empty means none. */
export function normalizeReferralCode(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code ? code : undefined;
}

/** "Ana Lima" → "Ana L.": enough for the referrer to recognise a friend, no more. */
export function friendDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName} ${initial}.` : firstName;
}

export const updateReferralInput = z
  .object({ active: z.boolean({ error: referralMessages.activeRequired }) })
  .strict();
export type UpdateReferralInput = z.infer<typeof updateReferralInput>;

export const referralHistoryEntrySchema = z.object({
  friendName: z.string(),
  /** When the friend joined (ISO instant). */
  date: z.string(),
  /** Bonus AI chats this referral earned the referrer. */
  credits: z.number().int(),
});
export type ReferralHistoryEntry = z.infer<typeof referralHistoryEntrySchema>;

export const referralSummarySchema = z.object({
  code: z.string(),
  active: z.boolean(),
  /** Accounts that signed up with the code. */
  uses: z.number().int(),
  /** Bonus AI chats earned by referring friends. */
  totalEarned: z.number().int(),
  /** Bonus AI chats the user can still spend. */
  availableCredits: z.number().int(),
  /** Every bonus AI chat received: as referrer plus, if referred, the welcome bonus. */
  bonusChats: z.number().int(),
  history: z.array(referralHistoryEntrySchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
