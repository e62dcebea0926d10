import {
  BriefcaseIcon,
  BusIcon,
  CarIcon,
  CircleEllipsisIcon,
  ClapperboardIcon,
  CreditCardIcon,
  GiftIcon,
  GraduationCapIcon,
  HeartPulseIcon,
  HouseIcon,
  LaptopIcon,
  PiggyBankIcon,
  PlaneIcon,
  PlugIcon,
  ShieldIcon,
  ShoppingBagIcon,
  ShoppingBasketIcon,
  ShoppingCartIcon,
  SunsetIcon,
  TargetIcon,
  TrendingUpIcon,
  UtensilsIcon,
  type LucideIcon,
} from 'lucide-react';
import { categoryIcons } from '@domain/categories';
import { cn } from '@/lib/utils';

/** The domain names one picture per category; these are the components behind those names. */
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
  shield: ShieldIcon,
  plane: PlaneIcon,
  car: CarIcon,
  sunset: SunsetIcon,
  'credit-card': CreditCardIcon,
  'shopping-cart': ShoppingCartIcon,
};

export function iconForCategory(category: string): LucideIcon {
  return iconsByName[categoryIcons[category] ?? ''] ?? CircleEllipsisIcon;
}

export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const Icon = iconForCategory(category);
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl', className)}>
      <Icon className="size-4" aria-hidden />
    </span>
  );
}
