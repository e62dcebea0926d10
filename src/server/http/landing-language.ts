import { languageCodes, languageFromAcceptHeader, type LanguageCode } from '../../domain/shared/languages';

/** The query parameter of a link to one language's landing page (`/?lang=ar`), as its language menu writes them. */
export const landingLanguageParameter = 'lang';

const supported = (value: unknown): LanguageCode | undefined => languageCodes.find((code) => code === value);

interface LandingLanguageSources {
  /** `?lang=` of the address: a link to that language's page. */
  asked: unknown;
  /** The language cookie: a choice made on this device. */
  chosen: unknown;
  acceptLanguage: string | undefined;
}

/**
 * Which language's prerendered landing page a signed-out visitor gets: the one the address names,
 * else the one chosen on this device, else the browser's first supported language, else English.
 */
export function landingLanguage({ asked, chosen, acceptLanguage }: LandingLanguageSources): LanguageCode {
  return supported(asked) ?? supported(chosen) ?? languageFromAcceptHeader(acceptLanguage);
}
