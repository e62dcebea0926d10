import { CircleCheckIcon, HourglassIcon, TrendingUpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GoalState } from '@domain/goals/goals';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const stateLooks = {
  completed: { icon: CircleCheckIcon, className: 'bg-success/15 text-success' },
  on_track: { icon: TrendingUpIcon, className: 'bg-primary/12 text-primary' },
  behind: { icon: HourglassIcon, className: 'bg-warning/20 text-warning-foreground dark:text-warning' },
} as const;

export function GoalStateBadge({ state }: { state: GoalState }) {
  const { t } = useTranslation();
  const look = stateLooks[state];
  return (
    <Badge variant="secondary" className={cn('border-transparent', look.className)} data-testid="goal-state">
      <look.icon aria-hidden />
      {t(`goals.states.${state}`)}
    </Badge>
  );
}

const priorityTones: Record<string, string> = {
  high: 'border-rose-500/30 text-rose-700 dark:text-rose-300',
  medium: 'border-amber-500/35 text-amber-700 dark:text-amber-300',
  low: 'border-sky-500/30 text-sky-700 dark:text-sky-300',
};

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className={cn('bg-transparent', priorityTones[priority])} data-testid="goal-priority">
      {t(`goals.priorityBadge.${priority}`)}
    </Badge>
  );
}
