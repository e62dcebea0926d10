import {
  BriefcaseIcon,
  BusIcon,
  CircleEllipsisIcon,
  ClapperboardIcon,
  GiftIcon,
  GraduationCapIcon,
  HeartPulseIcon,
  HouseIcon,
  LaptopIcon,
  PiggyBankIcon,
  PlugIcon,
  ShoppingBagIcon,
  ShoppingBasketIcon,
  TargetIcon,
  TrendingUpIcon,
  UtensilsIcon,
  type LucideIcon,
} from 'lucide-react';
import type { TransactionType } from '@domain/categories';
import { categoryIcons } from '@domain/categories';
import { cn } from '@/lib/utils';

const iconsByName: Record<string, LucideIcon> = {
  briefcase: BriefcaseIcon,
  laptop: LaptopIcon,
  'trending-up': TrendingUpIcon,
  gift: GiftIcon,
  'circle-ellipsis': CircleEllipsisIcon,
  home: HouseIcon,
  plug: PlugIcon,
  'shopping-basket': ShoppingBasketIcon,
  utensils: UtensilsIcon,
  bus: BusIcon,
  'heart-pulse': HeartPulseIcon,
  clapperboard: ClapperboardIcon,
  'shopping-bag': ShoppingBagIcon,
  'graduation-cap': GraduationCapIcon,
  'piggy-bank': PiggyBankIcon,
  target: TargetIcon,
};

export function categoryIcon(category: string): LucideIcon {
  return iconsByName[categoryIcons[category] ?? ''] ?? CircleEllipsisIcon;
}

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
  const Icon = categoryIcon(category);
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
