import { CircleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ImportRowError } from '@domain/transactions/imports';
import { translateMessage } from '@/lib/translate-message';

const shownErrors = 50;

/** Why the server refused the import, row by row; it saved nothing. */
export function RefusalReport({ message, errors }: { message: string; errors: readonly ImportRowError[] }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm" data-testid="import-refusal">
      <p className="flex items-center gap-2 font-medium text-destructive">
        <CircleAlertIcon className="size-4 shrink-0" aria-hidden />
        {t('transactions.import.refused')}
      </p>
      {errors.length === 0 ? <p>{translateMessage(t, message)}</p> : null}
      {errors.length > 0 ? (
        <ul className="grid max-h-48 gap-1 overflow-y-auto">
          {errors.slice(0, shownErrors).map((error) => (
            <li key={`${error.row}-${error.field}`}>
              <span className="font-medium tabular-nums">{t('transactions.import.rowLabel', { row: error.row })}</span>
              {' · '}
              {t(`transactions.import.fields.${error.field}`, { defaultValue: error.field })}: {translateMessage(t, error.message)}
            </li>
          ))}
        </ul>
      ) : null}
      {errors.length > shownErrors ? <p className="text-xs text-muted-foreground">{t('transactions.import.moreErrors', { count: errors.length - shownErrors })}</p> : null}
    </div>
  );
}
