import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@domain/shared/dates';
import { Button } from '@/components/ui/button';

/** "20 – 26 Oct 2026" with previous, this and next week. */
export function WeekHeader({ start, thisWeek, onChange }: { start: string; thisWeek: string; onChange: (start: string) => void }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const range = format.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${addDays(start, 6)}T00:00:00Z`));
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="week-header">
      <Button variant="outline" size="icon-sm" onClick={() => onChange(addDays(start, -7))} aria-label={t('planning.week.previous')}>
        <ChevronLeftIcon className="rtl:-scale-x-100" aria-hidden />
      </Button>
      <h2 className="min-w-0 text-base font-semibold tabular-nums" aria-live="polite" data-testid="week-range">
        {range}
      </h2>
      <Button variant="outline" size="icon-sm" onClick={() => onChange(addDays(start, 7))} aria-label={t('planning.week.next')}>
        <ChevronRightIcon className="rtl:-scale-x-100" aria-hidden />
      </Button>
      {start !== thisWeek ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(thisWeek)}>
          {t('planning.week.thisWeek')}
        </Button>
      ) : null}
    </div>
  );
}
