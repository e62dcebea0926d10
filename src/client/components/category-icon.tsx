import {
  BriefcaseIcon,
  BusIcon,
  CarIcon,
  CircleEllipsisIcon,
  ClapperboardIcon,
  CreditCardIcon,
  GiftIcon,
  GraduationCapIcon,
  HandshakeIcon,
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
import { lazy, Suspense } from 'react';
import { categoryIcons, isCustomCategoryKey, type TransactionType } from '@domain/categories/categories';
import { useCustomCategory } from '@/lib/use-categories';
import { cn } from '@/lib/utils';

const CustomCategoryGlyph = lazy(() => import('./custom-category-glyphs'));

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
  handshake: HandshakeIcon,
};

export function iconForCategory(category: string): LucideIcon {
  return iconsByName[categoryIcons[category] ?? ''] ?? CircleEllipsisIcon;
}

/** Tinted backgrounds and text colours per transaction type, shared by rows, badges and legends. */
export const typeTone: Record<TransactionType, { text: string; bubble: string }> = {
  income: { text: 'text-success', bubble: 'bg-success/12 text-success' },
  expense: { text: 'text-destructive', bubble: 'bg-destructive/10 text-destructive' },
  transfer: { text: 'text-chart-4', bubble: 'bg-chart-4/12 text-chart-4' },
};

interface CategoryIconProps {
  category: string;
  /** Tints the icon with its transaction type's colour. */
  type?: TransactionType;
  size?: 'sm' | 'md';
  className?: string;
}

/** A user's own category: its chosen picture on a tint of its chosen colour. */
function CustomCategoryIcon({ category, size = 'md', className }: CategoryIconProps) {
  const custom = useCustomCategory(category);
  const iconClass = size === 'md' ? 'size-[1.125rem]' : 'size-4';
  return (
    <span
      aria-hidden
      className={cn('flex shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground', size === 'md' ? 'size-10' : 'size-8', className)}
      style={custom ? { color: custom.color, backgroundColor: `color-mix(in srgb, ${custom.color} 14%, transparent)` } : undefined}
    >
      <Suspense fallback={<CircleEllipsisIcon className={iconClass} />}>
        <CustomCategoryGlyph icon={custom?.icon ?? 'tag'} className={iconClass} />
      </Suspense>
    </span>
  );
}

/** The picture the domain names for a category, in a round chip; decorative (the label says it). */
export function CategoryIcon({ category, type, size = 'md', className }: CategoryIconProps) {
  if (isCustomCategoryKey(category)) return <CustomCategoryIcon category={category} type={type} size={size} className={className} />;
  const Icon = iconForCategory(category);
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full',
        size === 'md' ? 'size-10' : 'size-8',
        type ? typeTone[type].bubble : 'bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon className={size === 'md' ? 'size-[1.125rem]' : 'size-4'} />
    </span>
  );
}
