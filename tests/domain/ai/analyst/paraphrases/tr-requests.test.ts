import { requestSuite } from './paraphrase-table';

requestSuite('tr', [
  ['Flat ile akşam yemeğine 42 ödedim, böl', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', date: '2026-05-22' } }],
  ['dün akşamki yemeği flat ile böl', { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21', category: 'dining' } }],
  ['dün 12,50 kahve ekle', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-21' } }],
  ['pazartesi 12,50 kahve ekle', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-18' } }],
  ['markete 30 harcadım', { tool: 'propose_transaction', input: { type: 'expense', amount: '30', category: 'groceries' } }],
  ['maaşım yattı 2.000', { tool: 'propose_transaction', input: { type: 'income', amount: '2000', category: 'salary' } }],
  ['kira 15k ödedim', { tool: 'propose_transaction', input: { type: 'expense', amount: '15000', category: 'rent' } }],
  ['new car hedefine 100 koy', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['Japan için 100 biriktir', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' } }],
  ['yeni hedef Japan trip 3000 aralık ayına kadar', { tool: 'propose_goal', input: { title: 'Japan trip', targetAmount: '3000', targetDate: '2026-12-31' } }],
  ["Sam'in doğum gününe gidiyorum", { tool: 'propose_rsvp', input: { event: 'event-sam', status: 'going' } }],
  ["team dinner'a gelemem", { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ["belki team dinner'a gelirim", { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  ['market için bütçe 400 belirle', { tool: 'propose_budget', input: { category: 'groceries', amount: '400' } }],
  ['Netflix 15,99 her ay', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '15.99', frequency: 'monthly' } }],
]);
