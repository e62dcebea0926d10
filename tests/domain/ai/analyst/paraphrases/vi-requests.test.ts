import { requestSuite } from './paraphrase-table';

requestSuite('vi', [
  ['tôi trả 42 cho bữa tối với flat, chia đôi', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', date: '2026-05-22' } }],
  ['chia tiền ăn tối qua với flat', { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21', category: 'dining' } }],
  ['thêm cà phê 45k hôm qua', { tool: 'propose_transaction', input: { type: 'expense', amount: '45000', category: 'dining', date: '2026-05-21' } }],
  ['thêm cà phê 45k thứ năm', { tool: 'propose_transaction', input: { type: 'expense', amount: '45000', category: 'dining', date: '2026-05-21' } }],
  ['tiêu 300k đi chợ', { tool: 'propose_transaction', input: { type: 'expense', amount: '300000', category: 'groceries' } }],
  ['nhận lương 15 triệu', { tool: 'propose_transaction', input: { type: 'income', amount: '15000000', category: 'salary' } }],
  ['trả tiền nhà 5tr', { tool: 'propose_transaction', input: { type: 'expense', amount: '5000000', category: 'rent' } }],
  ['bỏ 100 vào mục tiêu new car', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['tiết kiệm 100 cho Japan', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' } }],
  ['tạo mục tiêu du lịch Đà Nẵng 30 triệu trước tháng 12', { tool: 'propose_goal', input: { title: 'du lịch Đà Nẵng', targetAmount: '30000000', targetDate: '2026-12-31' } }],
  ['tôi sẽ đi team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'going' } }],
  ['không đi được team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ['có thể tôi đi team dinner', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  ['đặt ngân sách 4 triệu cho đi chợ', { tool: 'propose_budget', input: { category: 'groceries', amount: '4000000' } }],
  ['Netflix 260k mỗi tháng', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '260000', frequency: 'monthly' } }],
]);
