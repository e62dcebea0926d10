import { useCallback, useRef, useState } from 'react';
import type { Transaction } from '@domain/transactions/transactions';
import { exportPageSize, fetchTransactionPage } from '../api';
import { downloadCsv, exportFileName, transactionsToCsv } from '../csv/export-csv';
import { useFormat } from '@/lib/use-format';
import { type TransactionFilters } from '../filters';

export type ExportState = { status: 'idle' } | { status: 'running'; fetched: number };

interface ExportOptions {
  goalTitles: ReadonlyMap<string, string>;
  onDone: (count: number) => void;
  onError: (error: unknown) => void;
}

/** Pages through the whole filtered list with the cursor, then downloads it as one CSV file. */
export function useExport({ goalTitles, onDone, onError }: ExportOptions) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const { today } = useFormat();
  const cancelled = useRef(false);

  const start = useCallback(
    async (filters: TransactionFilters) => {
      cancelled.current = false;
      setState({ status: 'running', fetched: 0 });
      const items: Transaction[] = [];
      let cursor: string | null = null;
      try {
        do {
          const page = await fetchTransactionPage(filters, cursor, exportPageSize);
          // Cancelling sets the ref while the page loads, which type narrowing cannot see.
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
          if (cancelled.current) return;
          items.push(...page.items);
          cursor = page.nextCursor;
          setState({ status: 'running', fetched: items.length });
        } while (cursor);
        downloadCsv(transactionsToCsv(items, goalTitles), exportFileName(today));
        setState({ status: 'idle' });
        onDone(items.length);
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set while the page loaded, as above
        if (cancelled.current) return;
        setState({ status: 'idle' });
        onError(error);
      }
    },
    [goalTitles, onDone, onError, today],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel };
}
