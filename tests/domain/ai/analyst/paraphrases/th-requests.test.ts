import { requestSuite } from './paraphrase-table';

requestSuite('th', [
  ['จ่ายค่าอาหารเย็น 42 บาท หารกับ flat', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', date: '2026-05-22' } }],
  ['หารค่าอาหารเมื่อคืนกับ flat', { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21', category: 'dining' } }],
  ['เพิ่มกาแฟ ๕๕ บาท เมื่อวาน', { tool: 'propose_transaction', input: { type: 'expense', amount: '55', category: 'dining', date: '2026-05-21' } }],
  ['เพิ่มกาแฟ ๕๕ บาท วันจันทร์', { tool: 'propose_transaction', input: { type: 'expense', amount: '55', category: 'dining', date: '2026-05-18' } }],
  ['ซื้อของชำ 300 บาท', { tool: 'propose_transaction', input: { type: 'expense', amount: '300', category: 'groceries' } }],
  ['ได้เงินเดือน 20,000', { tool: 'propose_transaction', input: { type: 'income', amount: '20000', category: 'salary' } }],
  ['จ่ายค่าเช่า 2 หมื่น', { tool: 'propose_transaction', input: { type: 'expense', amount: '20000', category: 'rent' } }],
  ['ใส่ 100 ใน new car', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['ออม 100 สำหรับ Japan', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' } }],
  ['สร้างเป้าหมาย เที่ยวญี่ปุ่น 30000 ภายในธันวาคม', { tool: 'propose_goal', input: { title: 'เที่ยวญี่ปุ่น', targetAmount: '30000', targetDate: '2026-12-31' } }],
  ['จะไปงานวันเกิด Sam', { tool: 'propose_rsvp', input: { event: 'event-sam', status: 'going' } }],
  ['ไปไม่ได้ team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ['อาจจะไป team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  ['ตั้งงบของชำ 4000 บาท', { tool: 'propose_budget', input: { category: 'groceries', amount: '4000' } }],
  ['Netflix 419 บาท ทุกเดือน', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '419', frequency: 'monthly' } }],
]);
