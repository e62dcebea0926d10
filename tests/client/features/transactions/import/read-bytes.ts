import { readImportFile, type ReadOutcome } from '@/features/transactions/import/formats/read-import-file';

/** Text written as Windows-1252 / ISO-8859-1 bytes, one byte per character below U+0100 (and 0x80 for €). */
export function latin1(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([...text].map((character) => (character === '€' ? 0x80 : character.charCodeAt(0))));
}

export const today = '2025-06-30';

export function readBytes(bytes: Uint8Array<ArrayBuffer> | string, encoding?: string): Promise<ReadOutcome> {
  return readImportFile(new Blob([bytes]), { fallbackOrder: 'mdy', today, encoding }, () => undefined);
}

export function fileOf(outcome: ReadOutcome) {
  if (!outcome.ok) throw new Error(`not read: ${outcome.error.key}`);
  return outcome.file;
}
