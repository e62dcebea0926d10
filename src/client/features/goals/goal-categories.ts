import {
  CarIcon,
  CircleEllipsisIcon,
  CreditCardIcon,
  GraduationCapIcon,
  HouseIcon,
  PiggyBankIcon,
  PlaneIcon,
  ShieldIcon,
  ShoppingCartIcon,
  SunsetIcon,
  TrendingUpIcon,
  type LucideIcon,
} from 'lucide-react';
import { goalCatalogueCategories, goalFormCategories, type GoalCategory } from '@domain/categories/categories';

export type GoalGroup = (typeof goalCatalogueCategories)[number];

interface CategoryLook {
  icon: LucideIcon;
  /** Chip colours, readable in light and dark. */
  tone: string;
  /** Where the category sits in the catalogue's reading (docs/product/entities.md#goal: both readings stand). */
  group: GoalGroup;
}

const looks: Record<GoalCategory, CategoryLook> = {
  emergency: { icon: ShieldIcon, tone: 'bg-rose-500/12 text-rose-600 dark:text-rose-400', group: 'emergency' },
  house: { icon: HouseIcon, tone: 'bg-amber-500/15 text-amber-700 dark:text-amber-400', group: 'purchase' },
  vacation: { icon: PlaneIcon, tone: 'bg-sky-500/12 text-sky-600 dark:text-sky-400', group: 'savings' },
  car: { icon: CarIcon, tone: 'bg-indigo-500/12 text-indigo-600 dark:text-indigo-400', group: 'purchase' },
  education: { icon: GraduationCapIcon, tone: 'bg-violet-500/12 text-violet-600 dark:text-violet-400', group: 'education' },
  retirement: { icon: SunsetIcon, tone: 'bg-orange-500/12 text-orange-600 dark:text-orange-400', group: 'retirement' },
  investment: { icon: TrendingUpIcon, tone: 'bg-emerald-500/12 text-emerald-600 dark:text-emerald-400', group: 'investment' },
  other: { icon: CircleEllipsisIcon, tone: 'bg-slate-500/12 text-slate-600 dark:text-slate-300', group: 'other' },
  savings: { icon: PiggyBankIcon, tone: 'bg-teal-500/12 text-teal-600 dark:text-teal-400', group: 'savings' },
  debt: { icon: CreditCardIcon, tone: 'bg-red-500/12 text-red-600 dark:text-red-400', group: 'debt' },
  purchase: { icon: ShoppingCartIcon, tone: 'bg-fuchsia-500/12 text-fuchsia-600 dark:text-fuchsia-400', group: 'purchase' },
};

export function categoryLook(category: string): CategoryLook {
  // The category comes from the server and may be one this build does not know.
  const known: Partial<Record<string, CategoryLook>> = looks;
  return known[category] ?? looks.other;
}

/** The catalogue reading of a goal's category, e.g. a house goal is a purchase. */
export function categoryGroup(category: string): GoalGroup {
  return categoryLook(category).group;
}

/** The form offers its own eight; a goal stored under a catalogue-only category keeps that choice. */
export function formCategoryOptions(current?: string): string[] {
  const options: string[] = [...goalFormCategories];
  if (current && !options.includes(current) && current in looks) options.push(current);
  return options;
}

export const goalGroups = goalCatalogueCategories;
