/** Format choices and the rules that read them; kept apart from the settings schemas so screens can format without loading them. */

export const dateFormats = ['short', 'medium', 'long', 'full'] as const;
export type DateFormat = (typeof dateFormats)[number];

export const timeFormats = ['12h', '24h'] as const;
export type TimeFormat = (typeof timeFormats)[number];

/** `auto` formats numbers the way the interface language does. */
export const autoNumberFormat = 'auto';

/** Number formats offered on the settings screen; any other valid locale tag is accepted too. */
export const suggestedNumberFormats = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'en-IN', 'ar-EG', 'th-TH', 'id-ID', 'tr-TR', 'vi-VN'] as const;

/** The clock a language uses when the user has not chosen one (English 12 h, Spanish 24 h). */
export function languageTimeFormat(language: string): TimeFormat {
  const { hour12 } = new Intl.DateTimeFormat(language, { hour: 'numeric' }).resolvedOptions();
  return hour12 ? '12h' : '24h';
}

/** The locale numbers and amounts are written in. */
export function numberLocale(numberFormat: string, language: string): string {
  return numberFormat === autoNumberFormat ? language : numberFormat;
}
