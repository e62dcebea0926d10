import { requestSuite } from './paraphrase-table';

requestSuite('pt', [
  ['Paguei 42 no jantar com flat 4b, racha', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', description: 'jantar', date: '2026-05-22' } }],
  [
    'divide o jantar de ontem à noite com flat',
    { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21', words: ['jantar'], category: 'dining' } },
  ],
  ['adiciona 12,50 de café ontem', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-21' } }],
  ['adiciona 12,50 de café na segunda-feira', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-18' } }],
  ['gastei 30 no mercado', { tool: 'propose_transaction', input: { type: 'expense', amount: '30', category: 'groceries' } }],
  ['recebi 2.000 de salário', { tool: 'propose_transaction', input: { type: 'income', amount: '2000', category: 'salary' } }],
  ['gastie 20 no restaurante', { tool: 'propose_transaction', input: { type: 'expense', amount: '20', category: 'dining' } }],
  ['gastei 1,5k com aluguel', { tool: 'propose_transaction', input: { type: 'expense', amount: '1500', category: 'rent' } }],
  ['coloca 100 na meta new car', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['guarda 100 pra Japan', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' } }],
  ['cria uma meta viagem ao Japão de 3000 até dezembro', { tool: 'propose_goal', input: { title: 'viagem ao Japão', targetAmount: '3000', targetDate: '2026-12-31' } }],
  ['vou no aniversário do Sam', { tool: 'propose_rsvp', input: { event: 'event-sam', status: 'going' } }],
  ['não vou conseguir ir no team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ['talvez eu vá no team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  ['define um orçamento de 400 pro mercado', { tool: 'propose_budget', input: { category: 'groceries', amount: '400' } }],
  ['Netflix 15,99 todo mês', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '15.99', frequency: 'monthly' } }],
]);
