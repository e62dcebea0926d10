import { requestSuite } from './paraphrase-table';

requestSuite('tl', [
  [
    'nagbayad ako ng 42 para sa dinner kasama ang flat, hatiin',
    { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', description: 'dinner', date: '2026-05-22' } },
  ],
  [
    'hatiin ang dinner kagabi sa flat',
    { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21', words: ['dinner'], category: 'dining' } },
  ],
  ['idagdag ang 12.50 na kape kahapon', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-21' } }],
  ['idagdag ang 12.50 na kape noong Martes', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-19' } }],
  ['gumastos ako ng 30 sa grocery', { tool: 'propose_transaction', input: { type: 'expense', amount: '30', category: 'groceries' } }],
  ['sumahod ako ng 2,000', { tool: 'propose_transaction', input: { type: 'income', amount: '2000' } }],
  ['binayaran ko ang upa 15k', { tool: 'propose_transaction', input: { type: 'expense', amount: '15000', category: 'rent' } }],
  ['ilagay ang 100 sa goal na new car', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['mag-ipon ng 100 para sa Japan', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' } }],
  ['gumawa ng goal na Japan trip 3000 hanggang Disyembre', { tool: 'propose_goal', input: { title: 'Japan trip', targetAmount: '3000', targetDate: '2026-12-31' } }],
  ['pupunta ako sa birthday ni Sam', { tool: 'propose_rsvp', input: { event: 'event-sam', status: 'going' } }],
  ['hindi ako makakapunta sa team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ['baka pumunta ako sa team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  ['mag-set ng budget na 400 para sa grocery', { tool: 'propose_budget', input: { category: 'groceries', amount: '400' } }],
  ['Netflix 15.99 bawat buwan', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '15.99', frequency: 'monthly' } }],
]);
