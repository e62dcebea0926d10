import type { TransactionType } from '@domain/categories';
import { iconForCategory } from '@/components/category-icon';
import { cn } from '@/lib/utils';

/** Tinted backgrounds and text colours per type, shared by rows, badges and the chart legend. */
export const typeTone: Record<TransactionType, { text: string; bubble: string }> = {
  income: { text: 'text-success', bubble: 'bg-success/12 text-success' },
  expense: { text: 'text-destructive', bubble: 'bg-destructive/10 text-destructive' },
  transfer: { text: 'text-chart-4', bubble: 'bg-chart-4/12 text-chart-4' },
};

interface CategoryIconProps {
  category: string;
  type: TransactionType;
  className?: string;
  size?: 'sm' | 'md';
}

export function CategoryIcon({ category, type, className, size = 'md' }: CategoryIconProps) {
  const Icon = iconForCategory(category);
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full',
        size === 'md' ? 'size-10' : 'size-8',
        typeTone[type].bubble,
        className,
      )}
    >
      <Icon className={size === 'md' ? 'size-[1.125rem]' : 'size-4'} />
    </span>
  );
}
