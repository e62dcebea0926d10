import { CalendarClockIcon } from 'lucide-react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isIsoDate, type IsoDate } from '@domain/shared/dates';
import { goalProgress } from '@domain/goals/goals';
import { parseAmountInput } from '@domain/shared/amount-input';
import { formatMinor, toMinor } from '@domain/shared/money';
import { useFormat } from '@/lib/use-format';
import type { GoalFormValues } from '../goal-form-schema';

interface GoalPlanPreviewProps {
  control: Control<GoalFormValues, unknown, unknown>;
  currency: string | null;
  today: IsoDate;
}

/** While the user types: what saving toward this target by this date asks of them each month. */
export function GoalPlanPreview({ control, currency, today }: GoalPlanPreviewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [targetText, currentText, targetDate] = useWatch({ control, name: ['targetAmount', 'currentAmount', 'targetDate'] });
  // Until the user's currency is known the preview counts in cents, like most supported currencies.
  const moneyCurrency = currency ?? 'USD';
  const target = parseAmountInput(targetText, currency);
  const current = parseAmountInput(currentText || '0', currency, { allowZero: true });
  const targetMinor = target.ok ? toMinor(target.decimal, moneyCurrency) : null;
  const currentMinor = current.ok ? toMinor(current.decimal, moneyCurrency) : null;
  if (targetMinor === null || currentMinor === null || targetMinor <= 0n || currentMinor >= targetMinor) return null;
  if (!targetDate || !isIsoDate(targetDate) || targetDate <= today) return null;

  const progress = goalProgress({ targetMinor, currentMinor, status: 'active', startDate: today, targetDate, today });
  const amount = currency
    ? format.money(progress.neededPerMonthMinor, currency)
    : format.number(formatMinor(progress.neededPerMonthMinor, moneyCurrency) as `${number}`, { maximumFractionDigits: 2 });

  return (
    <p className="flex items-start gap-2.5 rounded-lg bg-primary/8 px-3 py-2.5 text-sm text-foreground" data-testid="goal-plan-preview" aria-live="polite">
      <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>{t('goals.form.planPreview', { amount, date: format.date(targetDate, 'long'), count: progress.monthsLeft })}</span>
    </p>
  );
}
