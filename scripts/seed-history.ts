import { addDays, addMonths, daysBetween, monthStart, type IsoDate } from '../src/domain/shared/dates';

/** Deterministic pseudo-random numbers (mulberry32), so every seed run builds the same history. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  const cents = (min: number, max: number) => BigInt(Math.round(between(min, max) * 100));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, between, cents, pick };
}
export type Random = ReturnType<typeof randomSource>;

export interface SeedRow {
  type: 'income' | 'expense' | 'transfer';
  category: string;
  amountMinor: bigint;
  description: string;
  goalKey: string | null;
  destination: string | null;
  occurredOn: IsoDate;
}

export interface SeedGoal {
  key: string;
  title: string;
  description: string;
  category: string;
  priority: 'low' | 'medium' | 'high';
  targetMinor: bigint;
  initialMinor: bigint;
  monthlyMinor: bigint;
  startDate: IsoDate;
  targetDate: IsoDate;
  archived: boolean;
}

const merchants: Record<string, readonly string[]> = {
  groceries: ['Whole Foods Market', "Trader Joe's", 'Safeway', 'Costco', 'Farmers market', 'Aldi', 'Corner grocery'],
  dining: ['Blue Bottle Coffee', 'Chipotle', 'Sushi Ota', 'Pizza night', 'Thai Basil', 'Starbucks', 'Brunch with friends', 'Taco truck'],
  transport: ['Uber', 'Metro card top-up', 'Shell gas station', 'Lyft', 'Parking garage', 'Bike repair'],
  entertainment: ['Cinema tickets', 'Concert tickets', 'Steam game', 'Bowling', 'Museum entry', 'Book store'],
  shopping: ['Amazon', 'IKEA', 'Uniqlo', 'Target', 'Apple Store', 'Hardware store', 'Running shoes'],
  healthcare: ['Pharmacy', 'Dentist', 'Doctor visit co-pay', 'Eye exam', 'Physiotherapy'],
};

/** Everyday spending: category, weight, and amount range in dollars. */
const everyday = [
  { category: 'groceries', weight: 30, min: 12, max: 160 },
  { category: 'dining', weight: 28, min: 4, max: 75 },
  { category: 'transport', weight: 20, min: 2.5, max: 55 },
  { category: 'entertainment', weight: 8, min: 8, max: 90 },
  { category: 'shopping', weight: 11, min: 10, max: 220 },
  { category: 'healthcare', weight: 3, min: 15, max: 260 },
] as const;
const totalWeight = everyday.reduce((sum, item) => sum + item.weight, 0);
const averageEveryday = everyday.reduce((sum, item) => sum + (item.weight / totalWeight) * ((item.min + item.max) / 2), 0);

function pickEveryday(random: Random) {
  let roll = random.next() * totalWeight;
  for (const item of everyday) {
    roll -= item.weight;
    if (roll <= 0) return item;
  }
  return everyday[0];
}

export function demoGoals(firstDay: IsoDate, today: IsoDate): SeedGoal[] {
  const dollars = (value: number) => BigInt(value * 100);
  return [
    {
      key: 'emergency',
      title: 'Emergency fund',
      description: 'Six months of expenses',
      category: 'emergency',
      priority: 'high',
      targetMinor: dollars(15_000),
      initialMinor: dollars(2_000),
      monthlyMinor: dollars(450),
      startDate: firstDay,
      targetDate: addMonths(firstDay, 30),
      archived: false,
    },
    {
      key: 'house',
      title: 'House down payment',
      description: '20% down on a two-bedroom',
      category: 'house',
      priority: 'high',
      targetMinor: dollars(90_000),
      initialMinor: dollars(5_000),
      monthlyMinor: dollars(900),
      startDate: addMonths(firstDay, 12),
      targetDate: addMonths(today, 30),
      archived: false,
    },
    {
      key: 'japan',
      title: 'Trip to Japan',
      description: 'Two weeks in spring',
      category: 'vacation',
      priority: 'medium',
      targetMinor: dollars(6_500),
      initialMinor: 0n,
      monthlyMinor: dollars(480),
      startDate: addMonths(today, -8),
      targetDate: addMonths(today, 6),
      archived: false,
    },
    {
      key: 'car',
      title: 'New car',
      description: 'Replace the old hatchback',
      category: 'car',
      priority: 'medium',
      targetMinor: dollars(24_000),
      initialMinor: dollars(1_500),
      monthlyMinor: dollars(640),
      startDate: addMonths(today, -14),
      targetDate: addMonths(today, 22),
      archived: false,
    },
    {
      key: 'retirement',
      title: 'Retirement top-up',
      description: 'Extra beyond the 401k',
      category: 'retirement',
      priority: 'low',
      targetMinor: dollars(150_000),
      initialMinor: dollars(10_000),
      monthlyMinor: dollars(250),
      startDate: firstDay,
      targetDate: addMonths(today, 120),
      archived: false,
    },
    {
      key: 'guitar',
      title: 'Vintage guitar',
      description: 'Put on hold',
      category: 'purchase',
      priority: 'low',
      targetMinor: dollars(3_200),
      initialMinor: dollars(600),
      monthlyMinor: 0n,
      startDate: addMonths(firstDay, 6),
      targetDate: addMonths(today, 12),
      archived: true,
    },
  ];
}

/** A day of `month` inside the history (from `firstDay` to `today`), or null. */
const day = (month: IsoDate, dayOfMonth: number, firstDay: IsoDate, today: IsoDate) => {
  const date = addDays(month, dayOfMonth - 1);
  return date >= firstDay && date <= today && date.slice(0, 7) === month.slice(0, 7) ? date : null;
};

/** What each goal holds: its starting amount plus the contributions that made it into the history. */
export function goalBalances(goals: SeedGoal[], rows: SeedRow[]): Map<string, bigint> {
  const balances = new Map(goals.map((goal) => [goal.key, goal.initialMinor]));
  for (const row of rows) {
    if (row.goalKey) balances.set(row.goalKey, (balances.get(row.goalKey) ?? 0n) + row.amountMinor);
  }
  return balances;
}

/**
 * A household's history from `firstDay` to `today` with exactly `count` rows: pay days, rent,
 * bills, transfers to savings and investments, goal contributions until each goal is reached,
 * and everyday spending spread over the days. Pay is sized so about 10% of it is left after spending, transfers and goals.
 */
export function generateHistory(count: number, firstDay: IsoDate, today: IsoDate, goals: SeedGoal[], random: Random) {
  const rows: SeedRow[] = [];
  const saved = new Map(goals.map((goal) => [goal.key, goal.initialMinor]));
  const months: IsoDate[] = [];
  for (let month = monthStart(firstDay); month <= today; month = addMonths(month, 1)) months.push(month);
  const days = daysBetween(firstDay, today) + 1;
  const everydayPerMonth = Math.max(count - months.length * 12, 0) / months.length;

  months.forEach((month, index) => {
    const year = Math.floor(index / 12);
    const rent = BigInt(Math.round(1850 * 1.03 ** year * 100));
    const bills = [
      { description: 'Electricity', amount: random.cents(55, 140), on: 12 },
      { description: 'Internet', amount: 6500n, on: 18 },
      { description: 'Phone plan', amount: 4500n, on: 22 },
    ];
    const savings = BigInt(Math.round(random.between(300, 700))) * 100n;
    const investing = 60000n;
    const spend = BigInt(Math.round(everydayPerMonth * averageEveryday * 100));
    const contributions = goals.filter((goal) => !goal.archived && goal.startDate <= addDays(month, 27));
    const monthlyGoals = contributions.reduce((sum, goal) => sum + goal.monthlyMinor, 0n);
    const pay = ((rent + spend + 25000n + savings + investing + monthlyGoals) * 110n) / 100n / 2n;
    const push = (on: number, row: Omit<SeedRow, 'occurredOn'>) => {
      const date = day(month, on, firstDay, today);
      if (date) rows.push({ ...row, occurredOn: date });
    };
    push(1, { type: 'income', category: 'salary', amountMinor: pay, description: 'Acme Corp payroll', goalKey: null, destination: null });
    push(15, { type: 'income', category: 'salary', amountMinor: pay, description: 'Acme Corp payroll', goalKey: null, destination: null });
    push(1, { type: 'expense', category: 'rent', amountMinor: rent, description: 'Rent — Maple St apartment', goalKey: null, destination: null });
    for (const bill of bills) push(bill.on, { type: 'expense', category: 'utilities', amountMinor: bill.amount, description: bill.description, goalKey: null, destination: null });
    push(2, {
      type: 'transfer',
      category: 'savings',
      amountMinor: savings,
      description: 'Monthly savings',
      goalKey: null,
      destination: random.pick(['general_savings', 'emergency_fund'] as const),
    });
    push(16, {
      type: 'transfer',
      category: 'investment',
      amountMinor: investing,
      description: 'Index fund purchase',
      goalKey: null,
      destination: random.pick(['401k', 'brokerage', 'roth_ira'] as const),
    });
    if (index % 3 === 2)
      push(20, { type: 'income', category: 'investment', amountMinor: random.cents(40, 380), description: 'Quarterly dividends', goalKey: null, destination: null });
    if (random.next() < 0.35)
      push(25, { type: 'income', category: 'freelance', amountMinor: random.cents(300, 2400), description: 'Design project invoice', goalKey: null, destination: null });
    for (const goal of contributions) {
      const current = saved.get(goal.key) ?? 0n;
      if (goal.monthlyMinor === 0n || current >= goal.targetMinor) continue;
      const date = day(month, 3, firstDay, today);
      if (!date || date < goal.startDate) continue;
      saved.set(goal.key, current + goal.monthlyMinor);
      rows.push({
        type: 'transfer',
        category: 'goal_contribution',
        amountMinor: goal.monthlyMinor,
        description: `Saving for ${goal.title.toLowerCase()}`,
        goalKey: goal.key,
        destination: null,
        occurredOn: date,
      });
    }
  });

  while (rows.length < count) {
    const item = pickEveryday(random);
    rows.push({
      type: 'expense',
      category: item.category,
      amountMinor: random.cents(item.min, item.max),
      description: random.pick(merchants[item.category]!),
      goalKey: null,
      destination: null,
      occurredOn: addDays(firstDay, Math.floor(random.next() * days)),
    });
  }
  return rows.slice(0, count);
}
