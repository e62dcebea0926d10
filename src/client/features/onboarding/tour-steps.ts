import { Bot, HandHeart, Lightbulb, Target, Users, Wallet, type LucideIcon } from 'lucide-react';

export type TourStepId = 'welcome' | 'aiAssistant' | 'trackMoney' | 'setGoals' | 'groupPlanning' | 'proTips';

export type TourStep = {
  id: TourStepId;
  icon: LucideIcon;
  /** Halo gradient and icon colour; taken from the chart palette so they follow light and dark. */
  halo: string;
  color: string;
  /** How many bullet points the step has in the catalogue (onboarding.steps.<id>.points.<n>). */
  points: number;
};

export const tourSteps = [
  { id: 'welcome', icon: HandHeart, halo: 'from-primary/25 to-primary/5', color: 'text-primary', points: 3 },
  { id: 'aiAssistant', icon: Bot, halo: 'from-chart-4/25 to-chart-4/5', color: 'text-chart-4', points: 3 },
  { id: 'trackMoney', icon: Wallet, halo: 'from-chart-2/25 to-chart-2/5', color: 'text-chart-2', points: 3 },
  { id: 'setGoals', icon: Target, halo: 'from-chart-3/35 to-chart-3/5', color: 'text-chart-3', points: 3 },
  { id: 'groupPlanning', icon: Users, halo: 'from-chart-5/25 to-chart-5/5', color: 'text-chart-5', points: 3 },
  { id: 'proTips', icon: Lightbulb, halo: 'from-primary/25 to-chart-2/10', color: 'text-primary', points: 3 },
] as const satisfies readonly TourStep[];
