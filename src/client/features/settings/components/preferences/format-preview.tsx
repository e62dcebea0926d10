import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';

/** How the account's settings write an amount, a date, a time and a number, right now. */
export function FormatPreview() {
  const { t } = useTranslation();
  const format = useFormat();
  const now = new Date();
  const rows = [
    { key: 'amount', value: format.money('1234.56') },
    { key: 'date', value: format.date(format.today) },
    { key: 'time', value: format.time(now) },
    { key: 'number', value: format.number(1234567.89) },
  ] as const;
  return (
    <section aria-labelledby="format-preview-title" className="rounded-xl border border-border bg-muted/40 p-4" data-testid="settings-preview">
      <h3 id="format-preview-title" className="text-sm font-medium">
        {t('settings.preferences.previewTitle')}
      </h3>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.key} className="flex min-w-0 items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{t(`settings.preferences.preview.${row.key}`)}</dt>
            <dd className="min-w-0 truncate font-medium tabular-nums" data-testid={`preview-${row.key}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
