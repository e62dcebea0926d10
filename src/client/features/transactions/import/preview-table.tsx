import { useTranslation } from 'react-i18next';
import type { ImportRowError } from '@domain/transactions/imports';
import { Badge } from '@/components/ui/badge';
import { translateMessage } from '@/lib/translate-message';
import { useIsMobile } from '@/lib/use-mobile';
import { cn } from '@/lib/utils';
import { useCurrentSummary } from '../api';
import { signedAmount, useTransactionLabels } from '@/lib/transaction-labels';
import { typeTone } from '@/components/category-icon';
import type { ColumnMapping, MappedRow } from './map-rows';

export interface PreviewRow {
  mapped: MappedRow;
  cells: readonly string[];
  duplicate: boolean;
  serverProblems: readonly ImportRowError[];
}

function fieldLabel(t: (key: string) => string, field: string): string {
  return t(`transactions.import.fields.${field}`);
}

/** The rows as they will be saved, each with what is wrong with it or why it may be left out. */
export function PreviewTable({ rows, columns }: { rows: readonly PreviewRow[]; columns: ColumnMapping }) {
  const { t } = useTranslation();
  const labels = useTransactionLabels();
  // Rows are saved in the account's currency; the summary already knows which one that is.
  const currency = useCurrentSummary().data?.currency;
  const isMobile = useIsMobile();
  const raw = (row: PreviewRow, index: number | null) => (index === null ? '' : (row.cells[index] ?? '').trim());
  const display = rows.map((row) => {
    const value = row.mapped.value;
    return {
      row,
      date: value ? labels.format.date(value.date) : raw(row, columns.date),
      description: value ? value.description : raw(row, columns.description),
      category: value ? `${labels.type(value.type)} · ${labels.category(value.category)}` : raw(row, columns.category),
      amount: value && currency ? signedAmount(value.type, value.amount, currency, labels.format) : raw(row, columns.amount),
      tone: value ? typeTone[value.type].text : undefined,
      problems: [
        ...row.mapped.problems.map((problem) => `${fieldLabel(t, problem.field)}: ${t(`transactions.import.problems.${problem.code}`, { value: problem.value ?? '' })}`),
        ...row.serverProblems.map((problem) => `${fieldLabel(t, problem.field)}: ${translateMessage(t, problem.message)}`),
      ],
    };
  });
  const status = (entry: (typeof display)[number]) =>
    entry.problems.length > 0 ? (
      <ul className="grid gap-0.5 text-xs text-destructive">
        {entry.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    ) : entry.row.duplicate ? (
      <Badge variant="warning">{t('transactions.import.preview.duplicate')}</Badge>
    ) : entry.row.mapped.categoryFallback ? (
      <span className="text-xs text-muted-foreground">{t('transactions.import.preview.categoryFallback')}</span>
    ) : (
      <Badge variant="success">{t('transactions.import.preview.ready')}</Badge>
    );

  if (isMobile) {
    return (
      <ul className="divide-y rounded-lg border" data-testid="import-preview">
        {display.map((entry) => (
          <li key={entry.row.mapped.row} data-testid="import-preview-row" className={cn('grid gap-1 px-3 py-2.5 text-sm', entry.problems.length > 0 && 'bg-destructive/5')}>
            <div className="flex items-baseline gap-2">
              <span className="text-xs text-muted-foreground tabular-nums">{entry.row.mapped.row}</span>
              <span className="min-w-0 flex-1 truncate font-medium">{entry.description || entry.category}</span>
              <span className={cn('shrink-0 tabular-nums', entry.tone)}>{entry.amount}</span>
            </div>
            <p className="truncate text-xs text-muted-foreground">
              <bdi>{entry.date}</bdi> · <bdi>{entry.category}</bdi>
            </p>
            <div>{status(entry)}</div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[36rem] text-sm" data-testid="import-preview">
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('transactions.import.preview.row')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('transactions.import.fields.date')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('transactions.import.fields.description')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('transactions.import.fields.category')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('transactions.import.fields.amount')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('transactions.import.preview.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {display.map((entry) => (
            <tr key={entry.row.mapped.row} data-testid="import-preview-row" className={cn(entry.problems.length > 0 && 'bg-destructive/5')}>
              <td className="px-3 py-2 text-muted-foreground tabular-nums">{entry.row.mapped.row}</td>
              <td className="px-3 py-2 whitespace-nowrap">{entry.date}</td>
              <td className="max-w-48 truncate px-3 py-2">{entry.description}</td>
              <td className="px-3 py-2 whitespace-nowrap">{entry.category}</td>
              <td className={cn('px-3 py-2 text-end whitespace-nowrap tabular-nums', entry.tone)}>{entry.amount}</td>
              <td className="px-3 py-2">{status(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
