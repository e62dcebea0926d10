import { z } from 'zod';

export const referralMessages = {
  invalidCode: 'messages.invalidReferralCode',
  activeRequired: 'validation.referralActiveRequired',
} as const;

export * from './referral-codes';

export const updateReferralInput = z.object({ active: z.boolean({ error: referralMessages.activeRequired }) }).strict();
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
