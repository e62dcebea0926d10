import { z } from 'zod';
import { languageCodes } from '../shared/languages';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

export const preferencesSchema = z.object({
  theme: z.enum(themes),
  hasCompletedOnboarding: z.boolean(),
  language: z.enum(languageCodes),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const updatePreferencesInput = preferencesSchema.partial().strict();
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInput>;
