import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { calendarViews, type CalendarView } from '../calendar-range';

interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  /** A newer range is loading while the previous one stays on screen. */
  refreshing: boolean;
  onViewChange: (view: CalendarView) => void;
  onToday: () => void;
  onStep: (direction: 1 | -1) => void;
}

/** Today, previous and next, the period's name, and the view switch. */
export function CalendarToolbar({ view, title, refreshing, onViewChange, onToday, onStep }: CalendarToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 items-center gap-2">
        <Button variant="outline" size="sm" onClick={onToday}>
          {t('events.calendar.today')}
        </Button>
        <div className="flex items-center">
          <Button variant="ghost" size="icon-sm" onClick={() => onStep(-1)} aria-label={t(`events.calendar.previous.${view}`)}>
            <ChevronLeftIcon className="rtl:-scale-x-100" aria-hidden />
          </Button>
          <Button variant="ghost" size="icon-sm" onClick={() => onStep(1)} aria-label={t(`events.calendar.next.${view}`)}>
            <ChevronRightIcon className="rtl:-scale-x-100" aria-hidden />
          </Button>
        </div>
        <h2 className="min-w-0 truncate text-lg font-semibold sm:text-xl" aria-live="polite" data-testid="calendar-period">
          {title}
        </h2>
        {refreshing ? <Spinner className="size-4 shrink-0 text-muted-foreground" label={t('common.loading')} /> : null}
      </div>
      <ToggleGroup
        type="single"
        value={view}
        onValueChange={(next) => {
          // One view is always chosen: clicking the current one keeps it.
          if (next) onViewChange(next as CalendarView);
        }}
        aria-label={t('events.calendar.views.label')}
        className="grid w-full grid-cols-4 md:w-fit"
      >
        {calendarViews.map((name) => (
          <ToggleGroupItem key={name} value={name} data-testid={`calendar-view-${name}`}>
            {t(`events.calendar.views.${name}`)}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  );
}
