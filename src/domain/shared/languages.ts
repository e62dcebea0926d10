export const languages = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇺🇸' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦' },
  { code: 'th', name: 'Thai', nativeName: 'ไทย', flag: '🇹🇭' },
  { code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia', flag: '🇮🇩' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇧🇷' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳' },
  { code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt', flag: '🇻🇳' },
  { code: 'tl', name: 'Filipino', nativeName: 'Filipino', flag: '🇵🇭' },
  { code: 'ms', name: 'Malay', nativeName: 'Bahasa Melayu', flag: '🇲🇾' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', flag: '🇹🇷' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

export const languageCodes = languages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export const defaultLanguage: LanguageCode = 'en';

/** Languages written right to left. Only `ar` ships today; the others are kept so any future catalogue flips too. */
export const rtlLanguages: readonly string[] = ['ar', 'he', 'fa', 'ur'];

export function isRtl(language: string): boolean {
  return rtlLanguages.includes(baseLanguage(language));
}

function baseLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? '';
}

/** Maps any BCP 47 tag (`pt-BR`, `ar_EG`) to a supported language, English when none matches. */
export function resolveLanguage(tag: string | null | undefined): LanguageCode {
  if (!tag) return defaultLanguage;
  const base = baseLanguage(tag);
  const alias = base === 'fil' ? 'tl' : base;
  return languageCodes.find((code) => code === alias) ?? defaultLanguage;
}

/** Picks the first supported language from an `Accept-Language` header, honouring q-values. */
export function languageFromAcceptHeader(header: string | undefined): LanguageCode {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = baseLanguage(tag);
    const candidate = base === 'fil' ? 'tl' : base;
    if (languageCodes.some((code) => code === candidate)) return candidate as LanguageCode;
  }
  return defaultLanguage;
}
