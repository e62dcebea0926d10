import { cataloguedBy, parseText, type Text } from '@domain/shared/errors';
import { i18n } from './i18n';

/**
 * The browser's reading of catalogue texts. The English catalogue (locales/en.json) holds the
 * shared message catalogue word for word (tests/client/locales/catalogues.test.ts compares them),
 * and i18next loads it before the first screen for every language, as the fallback; so the texts
 * are read from there rather than from src/domain/shared/message-catalogue.ts, which would be
 * a second copy in the first download.
 */
const english = 'en';

function isEnglishKey(key: string): boolean {
  const found = (name: string) => typeof i18n.getResource(english, 'translation', name) === 'string';
  return found(key) || found(`${key}_one`) || found(`${key}_other`);
}

/** The catalogue text a message names, or null for any other string (a library's own message). */
export function readText(message: string): Text | null {
  return parseText(message, isEnglishKey);
}

/** The message naming a text that arrived from elsewhere (an answer's `key`), or null when the catalogue lacks its key. */
export function catalogued(text: Text | undefined): string | null {
  return cataloguedBy(text, isEnglishKey);
}

/** The English of a catalogue text with its parameters filled in; the key itself before the catalogue has arrived. */
export function englishText({ key, params }: Text): string {
  return isEnglishKey(key) ? i18n.t(key, { ...params, lng: english }) : key;
}
