import { useState } from 'react';
import { Popover } from 'radix-ui';
import { CalendarRangeIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { monthKey, type IsoDate } from '@domain/shared/dates';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Format } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { shiftMonth, type Period } from '../filters';

export function periodLabel(period: Period, format: Format, t: (key: string) => string): string {
  if (period.kind === 'all') return t('transactions.period.all');
  if (period.kind === 'month') return format.calendarFormat({ month: 'long', year: 'numeric' })(`${period.month}-01`);
  const from = period.from ? format.date(period.from) : '…';
  const to = period.to ? format.date(period.to) : '…';
  return `${from} – ${to}`;
}

interface PeriodPickerProps {
  value: Period;
  onChange: (period: Period) => void;
  today: IsoDate;
}

/** A month with previous/next steps, or all time, or a custom range of dates. */
export function PeriodPicker({ value, onChange, today }: PeriodPickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(value.kind === 'range' ? value.from : '');
  const [to, setTo] = useState(value.kind === 'range' ? value.to : '');
  const current = monthKey(today);
  const label = periodLabel(value, format, t);
  const choose = (period: Period) => {
    onChange(period);
    setOpen(false);
  };
  const presets: { key: string; period: Period }[] = [
    { key: 'thisMonth', period: { kind: 'month', month: current } },
    { key: 'lastMonth', period: { kind: 'month', month: shiftMonth(current, -1) } },
    { key: 'all', period: { kind: 'all' } },
  ];

  return (
    <div className="flex min-w-0 items-center gap-1 rounded-lg border bg-background p-0.5 shadow-xs" data-testid="period-picker">
      {value.kind === 'month' ? (
        <Button variant="ghost" size="icon-sm" aria-label={t('transactions.period.previous')} onClick={() => onChange({ kind: 'month', month: shiftMonth(value.month, -1) })}>
          <ChevronLeftIcon className="rtl:-scale-x-100" aria-hidden />
        </Button>
      ) : null}
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button variant="ghost" size="sm" className="h-8 min-w-0 flex-1 gap-1.5 px-2 text-sm font-medium" aria-label={t('transactions.period.chooseCurrent', { period: label })}>
            <CalendarRangeIcon className="text-muted-foreground" aria-hidden />
            <span className="truncate">{label}</span>
            <ChevronDownIcon className="opacity-60" aria-hidden />
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            aria-label={t('transactions.period.choose')}
            className="z-50 grid w-72 gap-3 rounded-xl border bg-popover p-3 text-popover-foreground shadow-lg data-[state=open]:animate-pop-in"
          >
            <div className="grid gap-1">
              {presets.map((preset) => (
                <button
                  key={preset.key}
                  type="button"
                  onClick={() => choose(preset.period)}
                  className="rounded-md px-2 py-1.5 text-start text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                >
                  {t(`transactions.period.${preset.key}`)}
                </button>
              ))}
            </div>
            <div className="grid gap-2 border-t pt-3">
              <p className="text-xs font-medium text-muted-foreground">{t('transactions.period.custom')}</p>
              <div className="grid grid-cols-2 gap-2">
                <div className="grid gap-1">
                  <Label htmlFor="period-from" className="text-xs">
                    {t('transactions.period.from')}
                  </Label>
                  <Input id="period-from" type="date" max={to || today} value={from} onChange={(event) => setFrom(event.target.value)} />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor="period-to" className="text-xs">
                    {t('transactions.period.to')}
                  </Label>
                  <Input id="period-to" type="date" min={from || undefined} max={today} value={to} onChange={(event) => setTo(event.target.value)} />
                </div>
              </div>
              <Button size="sm" disabled={!from && !to} onClick={() => choose(from && to && from > to ? { kind: 'range', from: to, to: from } : { kind: 'range', from, to })}>
                {t('transactions.period.apply')}
              </Button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {value.kind === 'month' ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('transactions.period.next')}
          disabled={value.month >= current}
          className={cn(value.month >= current && 'opacity-40')}
          onClick={() => onChange({ kind: 'month', month: shiftMonth(value.month, 1) })}
        >
          <ChevronRightIcon className="rtl:-scale-x-100" aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
