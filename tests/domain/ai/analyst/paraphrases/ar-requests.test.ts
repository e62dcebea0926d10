import { requestSuite } from './paraphrase-table';

requestSuite('ar', [
  ['دفعت 42 على العشاء مع flat، قسمها', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', date: '2026-05-22' } }],
  ['قسم عشاء الليلة الماضية مع flat', { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21', category: 'dining' } }],
  ['أضف ١٢٫٥٠ قهوة أمس', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-21' } }],
  ['أضف ١٢٫٥٠ قهوة يوم السبت', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', category: 'dining', date: '2026-05-16' } }],
  ['صرفت ٣٠ على البقالة', { tool: 'propose_transaction', input: { type: 'expense', amount: '30', category: 'groceries' } }],
  ['استلمت الراتب ٢٠٠٠', { tool: 'propose_transaction', input: { type: 'income', amount: '2000', category: 'salary' } }],
  ['دفعت 15k إيجار', { tool: 'propose_transaction', input: { type: 'expense', amount: '15000', category: 'rent' } }],
  ['ضع 100 في هدف new car', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['وفر 100 لـ Japan', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' } }],
  ['أنشئ هدف رحلة اليابان 3000 بحلول ديسمبر', { tool: 'propose_goal', input: { title: 'رحلة اليابان', targetAmount: '3000', targetDate: '2026-12-31' } }],
  ['سأحضر عيد ميلاد Sam', { tool: 'propose_rsvp', input: { event: 'event-sam', status: 'going' } }],
  ['ما أقدر أحضر team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ['ربما أحضر team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  ['ضع ميزانية 400 على البقالة', { tool: 'propose_budget', input: { category: 'groceries', amount: '400' } }],
  ['Netflix 15.99 كل شهر', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '15.99', frequency: 'monthly' } }],
]);
