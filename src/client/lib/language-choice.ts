export const languageStorageKey = 'tandem-language';
/**
 * Set beside the language only when the user picks one in the language menu or settings. Earlier
 * versions let the detector cache its guess under the same key; without this mark it is no choice.
 */
const languageChoiceMarkKey = 'tandem-language-chosen';
/**
 * The same choice as a cookie, so the server can send the landing page already in that language
 * (src/server/http/landing-language.ts reads it).
 */
export const languageCookieName = 'tandem-language';
const cookieMaxAgeSeconds = 60 * 60 * 24 * 365;

function writeLanguageCookie(language: string | null): void {
  document.cookie =
    language === null
      ? `${languageCookieName}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${languageCookieName}=${encodeURIComponent(language)}; Path=/; Max-Age=${cookieMaxAgeSeconds}; SameSite=Lax`;
}

/** Records a language the user picked on this device; it wins over the account's saved language here. */
export function storeLanguageChoice(language: string): void {
  writeLanguageCookie(language);
  try {
    localStorage.setItem(languageStorageKey, language);
    localStorage.setItem(languageChoiceMarkKey, '1');
  } catch {
    // Storage can be unavailable (private mode); the choice still applies to this visit.
  }
}

export function hasLanguageChoice(): boolean {
  try {
    return localStorage.getItem(languageChoiceMarkKey) !== null && localStorage.getItem(languageStorageKey) !== null;
  } catch {
    return false;
  }
}

export function forgetLanguageChoice(): void {
  writeLanguageCookie(null);
  try {
    localStorage.removeItem(languageStorageKey);
    localStorage.removeItem(languageChoiceMarkKey);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
