import { requestSuite } from './paraphrase-table';

requestSuite('id', [
  ['aku bayar 42 buat makan malam bareng flat, bagi dua', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', date: '2026-05-22' } }],
  ['bagi makan malam semalam sama flat', { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21', category: 'dining' } }],
  ['catat kopi 12.500 kemarin', { tool: 'propose_transaction', input: { type: 'expense', amount: '12500', category: 'dining', date: '2026-05-21' } }],
  ['catat kopi 12.500 hari Selasa', { tool: 'propose_transaction', input: { type: 'expense', amount: '12500', category: 'dining', date: '2026-05-19' } }],
  ['habis 30rb buat belanja dapur', { tool: 'propose_transaction', input: { type: 'expense', amount: '30000', category: 'groceries' } }],
  ['gajian 2 juta', { tool: 'propose_transaction', input: { type: 'income', amount: '2000000', category: 'salary' } }],
  ['byar 25rb parkir', { tool: 'propose_transaction', input: { type: 'expense', amount: '25000', description: 'parkir' } }],
  ['masukin 100 ke target new car', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['nabung 100 buat Japan', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' } }],
  ['bikin target liburan Jepang 3 juta sampai Desember', { tool: 'propose_goal', input: { title: 'liburan Jepang', targetAmount: '3000000', targetDate: '2026-12-31' } }],
  ['aku datang ke ultah Sam', { tool: 'propose_rsvp', input: { event: 'event-sam', status: 'going' } }],
  ['gak bisa datang ke team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ['mungkin ikut team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  ['atur anggaran 400 ribu untuk belanja dapur', { tool: 'propose_budget', input: { category: 'groceries', amount: '400000' } }],
  ['Netflix 54rb tiap bulan', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '54000', frequency: 'monthly' } }],
]);
