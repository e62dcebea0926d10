import { useTranslation } from 'react-i18next';
import type { ImportRowError } from '@domain/transactions';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { translateMessage } from '@/lib/translate-message';
import { cn } from '@/lib/utils';
import { useTransactionLabels } from '../labels';
import { typeTone } from '../components/category-icon';
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
  const raw = (row: PreviewRow, index: number | null) => (index === null ? '' : (row.cells[index] ?? '').trim());

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[36rem] text-sm" data-testid="import-preview">
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('transactions.import.preview.row')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('transactions.import.fields.date')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('transactions.import.fields.description')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('transactions.import.fields.category')}</th>
            <th scope="col" className="px-3 py-2 text-end font-medium">{t('transactions.import.fields.amount')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('transactions.import.preview.status')}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => {
            const { mapped } = row;
            const value = mapped.value;
            const problems = [
              ...mapped.problems.map((problem) => `${fieldLabel(t, problem.field)}: ${t(`transactions.import.problems.${problem.code}`, { value: problem.value ?? '' })}`),
              ...row.serverProblems.map((problem) => `${fieldLabel(t, problem.field)}: ${translateMessage(t, problem.message)}`),
            ];
            return (
              <tr key={mapped.row} data-testid="import-preview-row" className={cn(problems.length > 0 && 'bg-destructive/5')}>
                <td className="px-3 py-2 text-muted-foreground tabular-nums">{mapped.row}</td>
                <td className="px-3 py-2 whitespace-nowrap">{value ? formatDate(value.date, labels.locale) : raw(row, columns.date)}</td>
                <td className="max-w-48 truncate px-3 py-2">{value ? value.description : raw(row, columns.description)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {value ? `${labels.type(value.type)} · ${labels.category(value.category)}` : raw(row, columns.category)}
                </td>
                <td className={cn('px-3 py-2 text-end whitespace-nowrap tabular-nums', value && typeTone[value.type].text)}>
                  {value ? `${value.type === 'expense' ? '−' : value.type === 'income' ? '+' : ''}${value.amount}` : raw(row, columns.amount)}
                </td>
                <td className="px-3 py-2">
                  {problems.length > 0 ? (
                    <ul className="grid gap-0.5 text-xs text-destructive">
                      {problems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  ) : row.duplicate ? (
                    <Badge variant="warning">{t('transactions.import.preview.duplicate')}</Badge>
                  ) : mapped.categoryFallback ? (
                    <span className="text-xs text-muted-foreground">{t('transactions.import.preview.categoryFallback')}</span>
                  ) : (
                    <Badge variant="success">{t('transactions.import.preview.ready')}</Badge>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
