import { requestSuite } from './paraphrase-table';

requestSuite('en', [
  // Splitting with a group: with an amount, or an expense already recorded.
  ['I paid 42 for dinner with the flat, split it', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', description: 'dinner', date: '2026-05-22' } }],
  [
    "Split last night's dinner with the flat",
    { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21', words: ['dinner'], category: 'dining' } },
  ],
  ['splt 18.40 taxi with flat 4b', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '18.40', description: 'taxi' } }],
  // Expenses and income.
  ['add 12.50 coffee yesterday', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', description: 'coffee', category: 'dining', date: '2026-05-21' } }],
  ['add 12.50 coffee on Monday', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', description: 'coffee', category: 'dining', date: '2026-05-18' } }],
  ['spent 30 on groceries', { tool: 'propose_transaction', input: { type: 'expense', amount: '30', category: 'groceries', date: '2026-05-22' } }],
  ['spnet 1.5k on rent', { tool: 'propose_transaction', input: { type: 'expense', amount: '1500', category: 'rent' } }],
  ['I got paid 2,000 salary', { tool: 'propose_transaction', input: { type: 'income', amount: '2000', category: 'salary' } }],
  ['could you log 9.99 at Lidl tomorrow', { tool: 'propose_transaction', input: { type: 'expense', amount: '9.99', description: 'Lidl', date: '2026-05-23' } }],
  // Goals.
  ['put 100 into the car goal', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['save 100 for Japan', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' }, name: 'Japan trip' }],
  ['create a goal Japan trip 3000 by December', { tool: 'propose_goal', input: { title: 'Japan trip', targetAmount: '3000', targetDate: '2026-12-31' } }],
  ['new goal emergency fund 5,000', { tool: 'propose_goal', input: { title: 'emergency fund', targetAmount: '5000' } }],
  // Invitations.
  ["I'm going to Sam's birthday", { tool: 'propose_rsvp', input: { event: 'event-sam', status: 'going' } }],
  ["can't make it to the team dinner", { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ['maybe the team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  // Budgets and repeating payments.
  ['set a budget of 400 for groceries', { tool: 'propose_budget', input: { category: 'groceries', amount: '400' } }],
  ['Netflix 15.99 every month', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '15.99', type: 'expense', frequency: 'monthly', startDate: '2026-05-22' } }],
  ['gym 25 every week', { tool: 'propose_schedule', input: { description: 'gym', amount: '25', frequency: 'weekly' } }],
]);
