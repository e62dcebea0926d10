import { BellRingIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BudgetAlert } from '@domain/budgets/budgets';
import { Button } from '@/components/ui/button';
import { useDismissBudgetAlerts } from '@/lib/use-budgets';
import { useFailToast } from '@/lib/use-fail-toast';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';

/**
 * The month's budget alerts (a category past 80% or 100% of its budget), each dismissible. Only a
 * category's highest alert is shown: past 100% says nothing more about 80%.
 */
export function BudgetAlerts({ alerts, name, testId, className }: { alerts: readonly BudgetAlert[]; name: (category: string) => string; testId: string; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dismiss = useDismissBudgetAlerts();
  const fail = useFailToast();
  const highest = [...new Map([...alerts].sort((a, b) => a.threshold - b.threshold).map((alert) => [alert.category, alert])).values()].sort(
    (a, b) => b.threshold - a.threshold || name(a.category).localeCompare(name(b.category)),
  );
  if (highest.length === 0) return null;
  return (
    <ul className={cn('grid grid-cols-1 gap-2', className)} aria-label={t('budgets.alerts.label')} data-testid={testId}>
      {highest.map((alert) => {
        const over = alert.threshold === 100;
        const category = name(alert.category);
        return (
          <li key={`${alert.category}-${alert.threshold}`} data-testid="budgets-alert" data-threshold={alert.threshold}>
            <div
              role="alert"
              className={cn(
                'flex items-start gap-3 rounded-lg border p-3 text-sm',
                over ? 'border-destructive/40 bg-destructive/10 text-destructive' : 'border-warning/50 bg-warning/10 text-amber-800 dark:text-warning',
              )}
            >
              <BellRingIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <p className="min-w-0 flex-1">
                {t(over ? 'budgets.alerts.over' : 'budgets.alerts.near', { category, threshold: format.percent(alert.threshold), percent: format.percent(alert.percent) })}
              </p>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="-my-1 size-7 shrink-0"
                aria-label={t('budgets.alerts.dismiss', { category })}
                data-testid="budgets-alert-dismiss"
                disabled={dismiss.isPending}
                onClick={() => dismiss.mutate({ month: alert.month, category: alert.category }, { onError: fail })}
              >
                <XIcon aria-hidden />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
