import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('ar', [
  // Spending over a named period.
  ['كم أنفقت هذا الشهر؟', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['قديش صرفت الأسبوع الماضي', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['كم صرفت امبارح؟', { intent: 'spending', period: { word: 'yesterday' } }],
  ['كم صرفت في أبريل؟', { intent: 'spending', period: { month: '2026-04' } }],
  ['مصاريفي منذ سبتمبر', { intent: 'spending', period: { since: '2025-09' } }],
  ['كم صرفت من مارس إلى مايو', { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['كم صرفت خلال آخر 10 أيام', { intent: 'spending', period: { lastDays: 10 } }],
  ['مصاريف آخر ٢ أسابيع', { intent: 'spending', period: { lastDays: 14 } }],
  ['كم صرفت في آخر ٣ أشهر', { intent: 'spending', period: { lastMonths: 3 } }],
  ['كم صرفت هالسنة', { intent: 'spending', period: { word: 'thisYear' } }],
  ['شو مصاريفي هالشهر', { intent: 'spending', period: { word: 'thisMonth' } }],
  ['ما مجموع مصاريفي هذا الشهر بالدينار؟', { intent: 'spending', period: { word: 'thisMonth' } }],
  // A category, a payee, a measure.
  ['كم صرفت على البقالة الشهر الماضي؟', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ['كم صرفت في Lidl؟', { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ['كم دفعت لـ netflix هذه السنة؟', { intent: 'spending', merchant: 'netflix', period: { word: 'thisYear' } }],
  ['كم صرفت في Whole Foods في مارس', { intent: 'spending', merchant: 'Whole Foods', period: { month: '2026-03' } }],
  ['كم مرة أكلت برا هذا الشهر؟', { intent: 'spending', category: 'dining', measure: 'count' }],
  ['كم مرة رحت على lidl', { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['ما متوسط مصاريفي الشهرية على البقالة؟', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ['متوسط الصرف لكل عملية شراء في Lidl', { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['ما نسبة الإيجار من مصاريفي؟', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['كم صرفت على Pets', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  ['كم صرفت على المطاعم هذا الشهر', { intent: 'spending', category: 'dining' }],
  ['كم دفعت بنزين هالأسبوع', { intent: 'spending', category: 'transport', period: { word: 'thisWeek' } }],
  ['كم مرة طلبت توصيل هالشهر', { intent: 'spending', category: 'dining', measure: 'count', period: { word: 'thisMonth' } }],
  // The biggest ones.
  ['أكبر 3 مشتريات هذا الشهر', { intent: 'biggest', top: 3 }],
  ['ما هو أكبر مصروف عندي؟', { intent: 'biggest' }],
  ['شو أكبر مصاريفي الشهر اللي فات', { intent: 'biggest', period: { word: 'lastMonth' } }],
  ['أكبر ٥ مصاريف في السنة الماضية', { intent: 'biggest', top: 5, period: { word: 'lastYear' } }],
  // Comparisons.
  ['هل صرفت على المطاعم أكثر من الشهر الماضي؟', { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['قارن مارس مع أبريل', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['هل زادت مصاريف البقالة هذا الأسبوع؟', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['هل كسبت أكثر مما صرفت الشهر الماضي؟', { intent: 'net', period: { word: 'lastMonth' } }],
  ['الدخل مقابل المصاريف هذه السنة', { intent: 'net', period: { word: 'thisYear' } }],
  // Income, saving, balance.
  ['كم كان دخلي في أبريل', { intent: 'income', period: { month: '2026-04' } }],
  ['ما متوسط دخلي الشهري؟', { intent: 'income', measure: 'average' }],
  ['هل أدخر بما فيه الكفاية؟', { intent: 'savingsRate' }],
  ['كم رصيدي؟', { intent: 'balance' }],
  ['كم معي فلوس', { intent: 'balance' }],
  ['قديش معي مصاري', { intent: 'balance' }],
  // Goals and groups named by the user's own names.
  ['كم باقي لهدف Japan trip؟', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['كم ادخرت لـ new car', { intent: 'goals', goal: { id: 'goal-car', title: 'New car' } }],
  ['كيف أهدافي؟', { intent: 'goals', goal: null }],
  ['كم أدين في مجموعة Flat 4B؟', { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability.
  ['هل أقدر أشتري سيارة بـ ١٥٬٠٠٠ قبل يونيو؟', { intent: 'afford', amount: '15000', byDate: '2026-06-30' }],
  ['هل يمكنني شراء لابتوب بـ 1,200 بحلول ديسمبر', { intent: 'afford', amount: '1200', byDate: '2026-12-31' }],
]);
