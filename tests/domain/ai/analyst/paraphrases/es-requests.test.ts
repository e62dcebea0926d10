import { requestSuite } from './paraphrase-table';

requestSuite('es', [
  ['Pagué 42 por la cena con flat 4b, a medias', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', description: 'cena', date: '2026-05-22' } }],
  [
    'divide la cena de anoche con flat',
    { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21', words: ['cena'], category: 'dining' } },
  ],
  ['añade 12,50 de café ayer', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-21' } }],
  ['añade 12,50 de café el martes', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-19' } }],
  ['gasté 30 en el súper', { tool: 'propose_transaction', input: { type: 'expense', amount: '30', category: 'groceries' } }],
  ['me pagaron 2.000 de sueldo', { tool: 'propose_transaction', input: { type: 'income', amount: '2000', category: 'salary' } }],
  ['gaste 25 en restuarante', { tool: 'propose_transaction', input: { type: 'expense', amount: '25', category: 'dining' } }],
  ['apunta 15k de alquiler', { tool: 'propose_transaction', input: { type: 'expense', amount: '15000', category: 'rent' } }],
  ['pon 100 en la meta new car', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['ahorra 100 para Japan', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' } }],
  ['crea una meta viaje a Japón de 3000 para diciembre', { tool: 'propose_goal', input: { title: 'viaje a Japón', targetAmount: '3000', targetDate: '2026-12-31' } }],
  ['voy al cumpleaños de Sam', { tool: 'propose_rsvp', input: { event: 'event-sam', status: 'going' } }],
  ['no puedo ir a team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ['quizás vaya a team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  ['pon un presupuesto de 400 para el súper', { tool: 'propose_budget', input: { category: 'groceries', amount: '400' } }],
  ['Netflix 15,99 cada mes', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '15.99', type: 'expense', frequency: 'monthly' } }],
]);
