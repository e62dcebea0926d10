import { cataloguedBy, parseText, type Text } from './errors';
import { messageCatalogue } from './message-catalogue';

/**
 * The catalogue's English (./message-catalogue), for the server's answers and logs and for the
 * shared code that runs there. The browser reads the same texts from its English catalogue
 * instead (src/client/lib/message-text.ts), so this module and the catalogue stay out of its
 * first download.
 */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const englishPlural = new Intl.PluralRules('en');

function englishTemplate(key: string, count: unknown): string | undefined {
  const dot = key.indexOf('.');
  const section = (messageCatalogue as Record<string, Record<string, string> | undefined>)[key.slice(0, dot)];
  if (!section || dot < 0 || pluralSuffix.test(key)) return undefined;
  const name = key.slice(dot + 1);
  const plural = typeof count === 'number' ? (section[`${name}_${englishPlural.select(count)}`] ?? section[`${name}_other`]) : undefined;
  return plural ?? section[name];
}

function isCatalogueKey(key: string): boolean {
  return englishTemplate(key, undefined) !== undefined || englishTemplate(key, 1) !== undefined;
}

/** The message naming a text that arrived from elsewhere (an answer's `key`), or null when this catalogue lacks its key. */
export function catalogued(text: Text | undefined): string | null {
  return cataloguedBy(text, isCatalogueKey);
}

/** The catalogue text a message names, or null for any other string (a library's own message). */
export function readText(message: string): Text | null {
  return parseText(message, isCatalogueKey);
}

/** The English of a catalogue text, its `{{name}}` slots filled and its plural form chosen by `count`. */
export function englishText({ key, params = {} }: Text): string {
  const template = englishTemplate(key, params.count) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => (name in params ? String(params[name]) : slot));
}

/** A message in English: a catalogue text is written out, any other string is already English. */
export function inEnglish(message: string): string {
  const text = readText(message);
  return text ? englishText(text) : message;
}
