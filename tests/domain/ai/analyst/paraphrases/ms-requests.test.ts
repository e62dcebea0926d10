import { requestSuite } from './paraphrase-table';

requestSuite('ms', [
  ['saya bayar 42 untuk makan malam dengan flat, bahagi dua', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', date: '2026-05-22' } }],
  [
    'bahagi makan malam semalam dengan flat',
    { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21', category: 'dining' } },
  ],
  ['tambah kopi 12.50 semalam', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-21' } }],
  ['tambah kopi 12.50 hari Rabu', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-20' } }],
  ['belanja RM30 barang runcit', { tool: 'propose_transaction', input: { type: 'expense', amount: '30', category: 'groceries' } }],
  ['dapat gaji 2,000', { tool: 'propose_transaction', input: { type: 'income', amount: '2000', category: 'salary' } }],
  ['bayar 1.5 ribu sewa', { tool: 'propose_transaction', input: { type: 'expense', amount: '1500', category: 'rent' } }],
  ['masukkan 100 ke matlamat new car', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['simpan 100 untuk Japan', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' } }],
  ['buat matlamat percutian Jepun 3000 sebelum Disember', { tool: 'propose_goal', input: { title: 'percutian Jepun', targetAmount: '3000', targetDate: '2026-12-31' } }],
  ['saya datang ke birthday Sam', { tool: 'propose_rsvp', input: { event: 'event-sam', status: 'going' } }],
  ['tak dapat datang team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ['mungkin pergi team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  ['tetapkan bajet 400 untuk barang runcit', { tool: 'propose_budget', input: { category: 'groceries', amount: '400' } }],
  ['Netflix 15.99 setiap bulan', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '15.99', frequency: 'monthly' } }],
]);
