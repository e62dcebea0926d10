import {
  BabyIcon,
  BookOpenIcon,
  BriefcaseIcon,
  BusIcon,
  CarIcon,
  CoffeeIcon,
  CoinsIcon,
  DumbbellIcon,
  FuelIcon,
  GamepadIcon,
  GiftIcon,
  GraduationCapIcon,
  HeartPulseIcon,
  HouseIcon,
  LaptopIcon,
  MusicIcon,
  PawPrintIcon,
  PiggyBankIcon,
  PlaneIcon,
  ReceiptIcon,
  ShirtIcon,
  ShoppingCartIcon,
  SmartphoneIcon,
  SparklesIcon,
  TagIcon,
  TrendingUpIcon,
  UtensilsIcon,
  WalletIcon,
  WifiIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import type { CustomCategoryIcon } from '@domain/categories/custom-categories';

/** The pictures a custom category can pick; kept out of the shell and loaded when first needed. */
export const customCategoryGlyphs: Record<CustomCategoryIcon, LucideIcon> = {
  tag: TagIcon,
  wallet: WalletIcon,
  coins: CoinsIcon,
  receipt: ReceiptIcon,
  briefcase: BriefcaseIcon,
  laptop: LaptopIcon,
  gift: GiftIcon,
  home: HouseIcon,
  utensils: UtensilsIcon,
  coffee: CoffeeIcon,
  'shopping-cart': ShoppingCartIcon,
  shirt: ShirtIcon,
  car: CarIcon,
  fuel: FuelIcon,
  plane: PlaneIcon,
  bus: BusIcon,
  'heart-pulse': HeartPulseIcon,
  dumbbell: DumbbellIcon,
  baby: BabyIcon,
  'paw-print': PawPrintIcon,
  'graduation-cap': GraduationCapIcon,
  'book-open': BookOpenIcon,
  music: MusicIcon,
  gamepad: GamepadIcon,
  smartphone: SmartphoneIcon,
  wifi: WifiIcon,
  wrench: WrenchIcon,
  sparkles: SparklesIcon,
  'trending-up': TrendingUpIcon,
  'piggy-bank': PiggyBankIcon,
};

export function CustomCategoryGlyph({ icon, className }: { icon: string; className?: string }) {
  // The name comes from the server and may be one this build does not draw.
  const known: Partial<Record<string, LucideIcon>> = customCategoryGlyphs;
  const Icon = known[icon] ?? TagIcon;
  return <Icon className={className} />;
}

export default CustomCategoryGlyph;
