import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('th', [
  // Spending over a named period, written without spaces.
  ['เดือนนี้ฉันใช้จ่ายไปเท่าไร', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['สัปดาห์ที่แล้วใช้เงินไปเท่าไหร่', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['เมื่อวานจ่ายไปกี่บาท', { intent: 'spending', period: { word: 'yesterday' } }],
  ['เดือนเมษายนใช้จ่ายไปเท่าไร', { intent: 'spending', period: { month: '2026-04' } }],
  ['ค่าใช้จ่ายทั้งหมดตั้งแต่กันยายน', { intent: 'spending', period: { since: '2025-09' } }],
  ['ค่าใช้จ่ายตั้งแต่มีนาคมถึงพฤษภาคม', { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['10 วันที่ผ่านมาใช้เงินไปเท่าไหร่', { intent: 'spending', period: { lastDays: 10 } }],
  ['ค่าใช้จ่าย 2 สัปดาห์ที่ผ่านมา', { intent: 'spending', period: { lastDays: 14 } }],
  ['ใช้จ่ายไปเท่าไร ๓ เดือนที่ผ่านมา', { intent: 'spending', period: { lastMonths: 3 } }],
  // Common misspellings.
  ['เดือนนี้ไช้จ่ายไปเท่าไหร่', { intent: 'spending', period: { word: 'thisMonth' } }],
  ['เปรียบเทีบเดือนนี้กับเดือนที่แล้ว', { intent: 'compare', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  // A category, a payee, a measure.
  ['เดือนที่แล้วซื้อของเข้าบ้านไปเท่าไร', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ['เดือนนี้ค่าน้ำมันเท่าไหร่', { intent: 'spending', category: 'transport', period: { word: 'thisMonth' } }],
  ['จ่ายที่ Lidl ไปเท่าไร', { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ['ปีนี้จ่าย Netflix ไปเท่าไหร่', { intent: 'spending', merchant: 'Netflix', period: { word: 'thisYear' } }],
  ['เดือนมีนาคมใช้ที่ whole foods ไปเท่าไร', { intent: 'spending', merchant: 'whole foods', period: { month: '2026-03' } }],
  ['เดือนนี้กินข้าวนอกบ้านไปกี่ครั้ง', { intent: 'spending', category: 'dining', measure: 'count', period: { word: 'thisMonth' } }],
  ['ไป lidl บ่อยแค่ไหน', { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['ปีนี้จ่ายค่า Netflix ไปกี่ครั้ง', { intent: 'spending', merchant: 'Netflix', measure: 'count', period: { word: 'thisYear' } }],
  ['ค่าของชำเฉลี่ยต่อเดือนเท่าไร', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ['ซื้อของที่ Lidl เฉลี่ยครั้งละเท่าไหร่', { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['ค่าเช่าคิดเป็นกี่เปอร์เซ็นต์ของรายจ่าย', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['ค่าใช้จ่าย Pets เท่าไร', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  // The biggest ones.
  ['5 อันดับรายจ่ายเดือนนี้', { intent: 'biggest', top: 5, period: { word: 'thisMonth' } }],
  ['รายจ่ายที่แพงที่สุดของฉันคืออะไร', { intent: 'biggest' }],
  ['รายจ่ายก้อนใหญ่สุด 3 อันดับปีที่แล้ว', { intent: 'biggest', top: 3, period: { word: 'lastYear' } }],
  // Comparisons.
  ['เดือนนี้ค่าอาหารมากกว่าเดือนที่แล้วไหม', { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['เปรียบเทียบมีนาคมกับเมษายน', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['สัปดาห์นี้ค่าของชำเพิ่มขึ้นไหม', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['เดือนที่แล้วรายได้มากกว่ารายจ่ายไหม', { intent: 'net', period: { word: 'lastMonth' } }],
  ['รายรับรายจ่ายปีนี้', { intent: 'net', period: { word: 'thisYear' } }],
  ['เดือนนี้ใช้เกินรายได้ไหม', { intent: 'net', period: { word: 'thisMonth' } }],
  // Income, saving, balance.
  ['เดือนเมษายนมีรายได้เท่าไร', { intent: 'income', period: { month: '2026-04' } }],
  ['เงินเดือนเดือนที่แล้วได้เท่าไร', { intent: 'income', period: { word: 'lastMonth' } }],
  ['รายได้เฉลี่ยต่อเดือนเท่าไหร่', { intent: 'income', measure: 'average' }],
  ['ฉันออมเงินพอไหม', { intent: 'savingsRate' }],
  ['ยอดเงินคงเหลือของฉันเท่าไร', { intent: 'balance' }],
  ['ตอนนี้มีเงินเท่าไหร่', { intent: 'balance' }],
  ['สิ้นเดือนเงินจะพอไหม', { intent: 'cashFlow' }],
  // Goals and groups named by the user's own names, typed in Latin letters among Thai.
  ['ทริป Japan ยังขาดอีกเท่าไร', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['เป้าหมายของฉันเป็นยังไงบ้าง', { intent: 'goals', goal: null }],
  ['กลุ่ม Flat 4B ฉันติดเงินเท่าไร', { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability, with Thai thousands separators and Thai digits.
  ['ซื้อรถ 15,000 บาทภายในมิถุนายนไหวไหม', { intent: 'afford', amount: '15000', byDate: '2026-06-30' }],
  ['มีเงินพอซื้อโน้ตบุ๊ก ๒๕,๐๐๐ บาทภายในธันวาคมไหม', { intent: 'afford', amount: '25000', byDate: '2026-12-31' }],
  ['ซื้อรถ 5 แสนภายในธันวาคมไหวไหม', { intent: 'afford', amount: '500000', byDate: '2026-12-31' }],
  ['ซื้อทีวี 2 หมื่นบาทภายในมิถุนายนไหวไหม', { intent: 'afford', amount: '20000', byDate: '2026-06-30' }],
  ['อยากซื้อไอโฟน 40,000 บาทภายในธันวาคม ไหวไหม', { intent: 'afford', amount: '40000', byDate: '2026-12-31' }],
  ['อาทิตย์นี้นั่งแกร็บไปกี่ครั้ง', { intent: 'spending', category: 'transport', measure: 'count', period: { word: 'thisWeek' } }],
  ['เดือนนี้ใช้เงินเยอะกว่าเดือนที่แล้วไหม', { intent: 'compare', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
]);
