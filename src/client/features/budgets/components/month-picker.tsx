import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Previous and next month around the month's name; the arrows follow the reading direction. */
export function MonthPicker({
  monthName,
  onPrevious,
  onNext,
  onToday,
  isCurrent,
}: {
  monthName: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  isCurrent: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="budgets-month-picker">
      <Button type="button" variant="outline" size="icon" onClick={onPrevious} aria-label={t('budgets.month.previous')} data-testid="budgets-month-previous">
        <ChevronLeftIcon className="rtl:-scale-x-100" aria-hidden />
      </Button>
      <h2 className="min-w-36 text-center text-lg font-semibold" aria-live="polite" data-testid="budgets-month-name">
        {monthName}
      </h2>
      <Button type="button" variant="outline" size="icon" onClick={onNext} aria-label={t('budgets.month.next')} data-testid="budgets-month-next">
        <ChevronRightIcon className="rtl:-scale-x-100" aria-hidden />
      </Button>
      {isCurrent ? null : (
        <Button type="button" variant="ghost" size="sm" onClick={onToday} data-testid="budgets-month-current">
          {t('budgets.month.current')}
        </Button>
      )}
    </div>
  );
}
