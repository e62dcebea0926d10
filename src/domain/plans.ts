/** Plan constants from the product specification (§9). Prices are in US cents. */
export const plans = {
  free: {
    id: 'free',
    monthlyPriceCents: 0,
    aiChatsPerMonth: 5,
    features: ['basicTracking', 'aiChats', 'calendarIntegration', 'groupSplitting'],
  },
  premium: {
    id: 'premium',
    monthlyPriceCents: 299,
    aiChatsPerMonth: null,
    features: ['unlimitedAi', 'advancedInsights', 'prioritySupport', 'dataExport', 'customCategories'],
  },
} as const;

export type PlanId = keyof typeof plans;

export const yearlyDiscountPercent = 20;

export const referralBonusAiChats = 10;

/** Yearly price in cents: twelve months less the yearly discount, rounded to the cent. */
export function yearlyPriceCents(monthlyPriceCents: number): number {
  return Math.round((monthlyPriceCents * 12 * (100 - yearlyDiscountPercent)) / 100);
}
