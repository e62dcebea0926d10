/** Transaction types, their categories and transfer destinations (docs/product/entities.md#transaction). */
export const transactionTypes = ['income', 'expense', 'transfer'] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const incomeCategories = ['salary', 'freelance', 'investment', 'gift', 'other'] as const;
export const expenseCategories = ['rent', 'utilities', 'groceries', 'dining', 'transport', 'healthcare', 'entertainment', 'shopping', 'other'] as const;
export const transferCategories = ['savings', 'investment', 'goal_contribution'] as const;

/** Categories the form offers for each type. */
export const categoriesByType = {
  income: incomeCategories,
  expense: expenseCategories,
  transfer: transferCategories,
} as const satisfies Record<TransactionType, readonly string[]>;

/**
 * The translation catalogue names an older expense set (food, health, education); rows that
 * use those names (imports, older clients) are accepted but the form no longer offers them.
 */
export const legacyExpenseCategories = ['food', 'health', 'education'] as const;

/**
 * Transfers the app posts by itself (a group settle-up recorded in each person's money
 * tracking). Rows with them are accepted and shown, but the form never offers them.
 */
export const systemTransferCategories = ['settle_up'] as const;

export const settleUpCategory = 'settle_up';

export const allCategories = [...new Set<string>([...incomeCategories, ...expenseCategories, ...legacyExpenseCategories, ...transferCategories, ...systemTransferCategories])] as [
  string,
  ...string[],
];

export type TransactionCategory =
  | (typeof incomeCategories)[number]
  | (typeof expenseCategories)[number]
  | (typeof legacyExpenseCategories)[number]
  | (typeof transferCategories)[number]
  | (typeof systemTransferCategories)[number];

/**
 * A transaction names a user's own category as `custom:<uuid>` in the same text column as the
 * built-in names; whether that category exists, is the user's and has the right type is checked
 * by the server against the database.
 */
export const customCategoryPrefix = 'custom:';
const customKeyPattern = /^custom:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function customCategoryKey(id: string): string {
  return `${customCategoryPrefix}${id.toLowerCase()}`;
}

export function isCustomCategoryKey(category: string): boolean {
  return customKeyPattern.test(category);
}

/** The custom category's id in a `custom:<uuid>` value, or null for a built-in name. */
export function customCategoryIdOf(category: string): string | null {
  return isCustomCategoryKey(category) ? category.slice(customCategoryPrefix.length) : null;
}

/** Custom categories exist for income and expenses; transfers keep their fixed meanings. */
export const customCategoryTypes = ['income', 'expense'] as const;
export type CustomCategoryType = (typeof customCategoryTypes)[number];

export function isCategoryOfType(type: TransactionType, category: string): boolean {
  if (isCustomCategoryKey(category)) return type !== 'transfer';
  const offered: readonly string[] = categoriesByType[type];
  if (offered.includes(category)) return true;
  if (type === 'expense') return (legacyExpenseCategories as readonly string[]).includes(category);
  return type === 'transfer' && (systemTransferCategories as readonly string[]).includes(category);
}

export const goalContributionCategory = 'goal_contribution';

export const savingsDestinations = ['emergency_fund', 'general_savings', 'vacation_fund', 'down_payment', 'other'] as const;
export const investmentDestinations = ['brokerage', '401k', 'roth_ira', 'crypto', 'real_estate', 'other'] as const;

/** Which destinations a transfer category asks for; other categories take none. */
export function destinationsFor(type: TransactionType, category: string): readonly string[] {
  if (type !== 'transfer') return [];
  if (category === 'savings') return savingsDestinations;
  if (category === 'investment') return investmentDestinations;
  return [];
}

export const allDestinations = [...new Set<string>([...savingsDestinations, ...investmentDestinations])] as [string, ...string[]];

/**
 * Goal categories: the form's list and the translation catalogue's list disagree (docs/product/entities.md#goal), so
 * both readings are accepted. The first eight are what the form offers.
 */
export const goalFormCategories = ['emergency', 'house', 'vacation', 'car', 'education', 'retirement', 'investment', 'other'] as const;
export const goalCatalogueCategories = ['savings', 'investment', 'debt', 'emergency', 'purchase', 'education', 'retirement', 'other'] as const;
export const goalCategories = [...new Set<string>([...goalFormCategories, ...goalCatalogueCategories])] as [GoalCategory, ...GoalCategory[]];
export type GoalCategory = (typeof goalFormCategories)[number] | (typeof goalCatalogueCategories)[number];

/** Lucide icon names for every category, so cards and lists show the same picture everywhere. */
export const categoryIcons: Record<string, string> = {
  salary: 'briefcase',
  freelance: 'laptop',
  investment: 'trending-up',
  gift: 'gift',
  other: 'circle-ellipsis',
  rent: 'home',
  utilities: 'plug',
  groceries: 'shopping-basket',
  dining: 'utensils',
  transport: 'bus',
  healthcare: 'heart-pulse',
  entertainment: 'clapperboard',
  shopping: 'shopping-bag',
  food: 'utensils',
  health: 'heart-pulse',
  education: 'graduation-cap',
  savings: 'piggy-bank',
  goal_contribution: 'target',
  settle_up: 'handshake',
  emergency: 'shield',
  house: 'home',
  vacation: 'plane',
  car: 'car',
  retirement: 'sunset',
  debt: 'credit-card',
  purchase: 'shopping-cart',
};

export const goalPriorities = ['low', 'medium', 'high'] as const;
export type GoalPriority = (typeof goalPriorities)[number];

export const goalStatuses = ['active', 'completed', 'archived'] as const;
export type GoalStatus = (typeof goalStatuses)[number];
