import { useEffect, useState } from 'react';
import type { ImportRowError } from '@domain/transactions/imports';
import { ImportRefusedError, postImport, type SendProgress } from './import-api';
import type { MappedRow } from './map-rows';

export interface CheckResult {
  /** File rows (1-based) matching a transaction already saved: same date, amount and description. */
  duplicates: ReadonlySet<number>;
  /** File rows the server would refuse, with its reasons. */
  serverProblems: ReadonlyMap<number, ImportRowError[]>;
}

export type CheckState = { status: 'checking'; progress: SendProgress | null } | ({ status: 'ready' } & CheckResult) | { status: 'error'; error: unknown };

/**
 * A dry run of the import: the server validates the rows that read well here and names the ones it
 * already has. Rows it refuses are set aside and the rest are asked about once more for duplicates.
 */
export async function checkRows(mapped: readonly MappedRow[], onProgress: (progress: SendProgress) => void = () => undefined): Promise<CheckResult> {
  const serverProblems = new Map<number, ImportRowError[]>();
  let candidates = mapped.filter((row) => row.value !== null);
  for (let attempt = 0; candidates.length > 0; attempt += 1) {
    try {
      const result = await postImport({ rows: candidates.map((row) => row.value!), dryRun: true, skipDuplicates: false }, onProgress);
      const duplicates = new Set(result.duplicates.map((duplicate) => candidates[duplicate.row - 1]?.row).filter((row): row is number => row !== undefined));
      return { duplicates, serverProblems };
    } catch (error) {
      if (!(error instanceof ImportRefusedError) || attempt > 0) throw error;
      for (const problem of error.errors) {
        const row = candidates[problem.row - 1]?.row;
        if (row !== undefined) serverProblems.set(row, [...(serverProblems.get(row) ?? []), problem]);
      }
      candidates = candidates.filter((row) => !serverProblems.has(row.row));
    }
  }
  return { duplicates: new Set(), serverProblems };
}

export function useImportCheck(mapped: readonly MappedRow[] | null) {
  const [state, setState] = useState<CheckState>({ status: 'checking', progress: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!mapped) return;
    let current = true;
    setState({ status: 'checking', progress: null });
    checkRows(mapped, (progress) => current && setState({ status: 'checking', progress })).then(
      (result) => current && setState({ status: 'ready', ...result }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [mapped, attempt]);
  return { state, retry: () => setAttempt((value) => value + 1) };
}
