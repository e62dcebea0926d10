import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('vi', [
  // Spending over a named period, with and without tones.
  ['Tháng này tôi đã chi tiêu bao nhiêu?', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['tuần trước tiêu hết bao nhiêu', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['hôm qua mình xài bao nhiêu tiền', { intent: 'spending', period: { word: 'yesterday' }, category: null }],
  ['Tôi đã chi bao nhiêu trong tháng 4?', { intent: 'spending', period: { month: '2026-04' } }],
  ['tong chi tieu tu thang 9', { intent: 'spending', period: { since: '2025-09' } }],
  ['chi tiêu từ tháng 3 đến tháng 5', { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['chi tiêu 10 ngày qua', { intent: 'spending', period: { lastDays: 10 } }],
  ['2 tuần gần đây tiêu bao nhiêu', { intent: 'spending', period: { lastDays: 14 } }],
  ['chi tiêu 3 tháng gần đây', { intent: 'spending', period: { lastMonths: 3 } }],
  ['thang nay chi tieu bn', { intent: 'spending', period: { word: 'thisMonth' } }],
  // Typos.
  ['thnag truoc chi tieu bao nhieu', { intent: 'spending', period: { word: 'lastMonth' } }],
  // A category, a payee, a measure.
  ['tháng trước đi chợ hết bao nhiêu', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ['tháng này tiền xăng hết bao nhiêu', { intent: 'spending', category: 'transport', period: { word: 'thisMonth' } }],
  ['Tôi đã chi bao nhiêu ở Lidl?', { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ['netflix năm nay tốn bao nhiêu', { intent: 'spending', merchant: 'netflix', period: { word: 'thisYear' } }],
  ['whole foods tháng 3 hết bao nhiêu', { intent: 'spending', merchant: 'whole foods', period: { month: '2026-03' } }],
  ['Tháng này tôi đi ăn ngoài mấy lần?', { intent: 'spending', category: 'dining', measure: 'count', period: { word: 'thisMonth' } }],
  ['bao nhiêu lần đi lidl', { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['năm nay trả netflix mấy lần', { intent: 'spending', merchant: 'netflix', measure: 'count', period: { word: 'thisYear' } }],
  ['trung bình mỗi tháng đi chợ hết bao nhiêu', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ['trung bình mỗi lần mua ở Lidl bao nhiêu', { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['tiền nhà chiếm bao nhiêu phần trăm chi tiêu', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['chi cho pets bao nhiêu', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  // The biggest ones.
  ['top 3 khoản chi tháng này', { intent: 'biggest', top: 3, period: { word: 'thisMonth' } }],
  ['khoản chi lớn nhất của tôi là gì?', { intent: 'biggest' }],
  ['5 khoản chi lớn nhất năm ngoái', { intent: 'biggest', top: 5, period: { word: 'lastYear' } }],
  // Comparisons.
  ['Tháng này ăn ngoài có nhiều hơn tháng trước không?', { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['so sánh tháng 3 với tháng 4', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['tuần này tiền đi chợ có tăng không?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['Tháng trước tôi có kiếm nhiều hơn số đã chi không?', { intent: 'net', period: { word: 'lastMonth' } }],
  ['thu nhập so với chi tiêu năm nay', { intent: 'net', period: { word: 'thisYear' } }],
  ['tháng này thu chi thế nào', { intent: 'net', period: { word: 'thisMonth' } }],
  // Income, saving, balance.
  ['thu nhập tháng 4 của tôi là bao nhiêu', { intent: 'income', period: { month: '2026-04' } }],
  ['tiền lương tháng trước được bao nhiêu', { intent: 'income', period: { word: 'lastMonth' } }],
  ['thu nhập trung bình mỗi tháng', { intent: 'income', measure: 'average' }],
  ['tôi có tiết kiệm đủ không?', { intent: 'savingsRate' }],
  ['số dư của tôi là bao nhiêu?', { intent: 'balance' }],
  ['tôi đang có bao nhiêu tiền', { intent: 'balance' }],
  ['cuối tháng có đủ tiền không', { intent: 'cashFlow' }],
  // Goals and groups named by the user's own names.
  ['quỹ japan trip còn thiếu bao nhiêu', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['đã để dành cho japan được bao nhiêu', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' }, category: null }],
  ['các mục tiêu của tôi thế nào rồi', { intent: 'goals', goal: null }],
  ['nhóm flat 4b tôi còn nợ bao nhiêu', { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability, amounts with Vietnamese thousands separators and "k".
  ['tôi có đủ tiền mua xe 15.000.000 đồng trước tháng 6 không?', { intent: 'afford', amount: '15000000', byDate: '2026-06-30' }],
  ['mua điện thoại 500k tháng 8 nổi không', { intent: 'afford', amount: '500000', byDate: '2026-08-31' }],
  ['tháng 12 có mua nổi laptop 25.000.000đ không', { intent: 'afford', amount: '25000000', byDate: '2026-12-31' }],
  ['mua xe 15 triệu trước tháng 6 nổi không', { intent: 'afford', amount: '15000000', byDate: '2026-06-30' }],
  ['tháng 12 có đủ tiền mua laptop 25tr không', { intent: 'afford', amount: '25000000', byDate: '2026-12-31' }],
  ['tuần này đi grab mấy lần', { intent: 'spending', category: 'transport', measure: 'count', period: { word: 'thisWeek' } }],
  ['chi tieu thang nay nhieu hon thang truoc khong', { intent: 'compare', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['tháng này để dành được bao nhiêu', { intent: 'savingsRate', period: { word: 'thisMonth' } }],
]);
