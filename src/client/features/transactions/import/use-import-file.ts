import { useMemo, useRef, useState } from 'react';
import { readInBackground } from './formats/read-in-background';
import type { ParsedFile, ReadFailure, ReadOptions } from './formats/read-import-file';
import { statementRows } from './formats/statement-file';

export interface ChosenFile {
  name: string;
  blob: Blob;
  parsed: ParsedFile;
}

/**
 * The file being imported: its rows (a CSV's own, or the chosen statements' in the account
 * currency's `digits`), which statements are chosen, and reading it again in another encoding.
 */
export function useImportFile(digits: number, options: ReadOptions) {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [rereading, setRereading] = useState(false);
  const [rereadError, setRereadError] = useState<ReadFailure | null>(null);
  const latest = useRef(0);

  const open = (next: ChosenFile) => {
    latest.current += 1;
    setFile(next);
    setChosen([0]);
    setRereadError(null);
    setRereading(false);
  };

  const changeEncoding = async (encoding: string) => {
    if (!file) return;
    const request = ++latest.current;
    setRereading(true);
    const outcome = await readInBackground(file.blob, { ...options, encoding }, () => undefined);
    // A later pick (or another file) wins over a slower earlier reading.
    if (request !== latest.current) return;
    setRereading(false);
    if (!outcome.ok) return setRereadError(outcome.error);
    setRereadError(null);
    const before = file.parsed;
    setFile({ ...file, parsed: outcome.file });
    // The same file in another encoding has the same statements, unless the reading changed them.
    if (before.format === 'csv' || outcome.file.format === 'csv' || before.statements.length !== outcome.file.statements.length) setChosen([0]);
  };

  const statements = useMemo(() => {
    if (!file || file.parsed.format === 'csv') return null;
    const { statements: all } = file.parsed;
    return statementRows(
      chosen.flatMap((index) => all[index]?.entries ?? []),
      digits,
    );
  }, [file, chosen, digits]);

  const rows = file ? (file.parsed.format === 'csv' ? file.parsed.rows : (statements?.rows ?? [])) : [];
  return { file, open, rows, rounded: statements?.rounded ?? 0, chosen, setChosen, rereading, rereadError, changeEncoding };
}
