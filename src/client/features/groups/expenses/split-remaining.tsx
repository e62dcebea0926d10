import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { SplitMode } from '@domain/groups/groups';
import { cn } from '@/lib/utils';
import { useGroupMoney } from './people';

interface SplitRemainingProps {
  mode: SplitMode;
  /** Minor units (exact) or hundredths of a percent (percent) still to assign; negative when over. */
  left: bigint | null;
  currency: string;
}

/** Percentages and exact amounts must add up: this says how far off they are, red until they do. */
export function SplitRemaining({ mode, left, currency }: SplitRemainingProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useGroupMoney(currency);
  if (left === null || (mode !== 'exact' && mode !== 'percent')) return null;
  const balanced = left === 0n;
  const size = left < 0n ? -left : left;
  const figure = mode === 'exact' ? money(size) : format.percent(Number(size) / 100, 2);
  const text = balanced ? t('groupExpenses.form.balanced') : t(left > 0n ? 'groupExpenses.form.left' : 'groupExpenses.form.over', { amount: figure });
  const Icon = balanced ? CircleCheckIcon : CircleAlertIcon;
  return (
    <p
      className={cn('flex items-center gap-1.5 text-sm font-medium tabular-nums', balanced ? 'text-success' : 'text-destructive')}
      aria-live="polite"
      data-testid="split-remaining"
      data-balanced={balanced}
    >
      <Icon className="size-4" aria-hidden />
      {text}
    </p>
  );
}
