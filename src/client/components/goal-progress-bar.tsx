import type { GoalState } from '@domain/goals/goals';
import { cn } from '@/lib/utils';

const fills: Record<GoalState | 'archived', string> = {
  completed: 'bg-success',
  on_track: 'bg-primary',
  behind: 'bg-warning',
  archived: 'bg-muted-foreground/40',
};

interface GoalProgressBarProps {
  percent: number;
  state: GoalState | 'archived';
  label: string;
  /** Where the goal should be by now; drawn as a tick so "behind" is visible at a glance. */
  expectedPercent?: number;
  className?: string;
}

export function GoalProgressBar({ percent, state, label, expectedPercent, className }: GoalProgressBarProps) {
  const value = Math.min(100, Math.max(0, percent));
  const showExpected = expectedPercent !== undefined && state === 'behind' && expectedPercent > value && expectedPercent < 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className={cn('h-full rounded-full transition-[width] duration-500 ease-out', fills[state])} style={{ width: `${value}%` }} />
      {showExpected ? <div aria-hidden className="absolute inset-y-0 w-0.5 bg-foreground/35" style={{ insetInlineStart: `${expectedPercent}%` }} /> : null}
    </div>
  );
}
