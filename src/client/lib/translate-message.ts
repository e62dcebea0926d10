import type { TFunction } from 'i18next';
import { readText } from './message-text';

/**
 * Shows a message in the user's language. A message is either a catalogue text, named by its
 * key and parameters (what the shared schemas raise, and what failureMessage and
 * applyServerErrors make of a server answer's `key`/`fieldKeys`), or plain English from a
 * server that named no text this catalogue knows, which is shown as it is.
 */
export function translateMessage(t: TFunction, message: string | undefined | null): string {
  if (!message) return '';
  const text = readText(message);
  if (!text) return message;
  // i18next picks the plural form from a numeric `count`, and falls back to English for a language that lacks the key.
  return t(text.key, text.params);
}
