import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('tl', [
  // Spending over a named period, in Tagalog and Taglish.
  ['Magkano ang ginastos ko ngayong buwan?', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['magkano nagastos ko noong isang linggo', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['magkano gastos ko kahapon', { intent: 'spending', period: { word: 'yesterday' } }],
  ['Magkano ang ginastos ko noong Abril?', { intent: 'spending', period: { month: '2026-04' } }],
  ['kabuuang gastos mula Setyembre', { intent: 'spending', period: { since: '2025-09' } }],
  ['gastos ko mula Marso hanggang Mayo', { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['magkano nagastos ko sa huling 10 araw', { intent: 'spending', period: { lastDays: 10 } }],
  ['gastos sa nakalipas na 2 linggo', { intent: 'spending', period: { lastDays: 14 } }],
  ['gastos sa nakaraang 3 buwan', { intent: 'spending', period: { lastMonths: 3 } }],
  ['pamasahe ko last month magkano', { intent: 'spending', category: 'transport', period: { word: 'lastMonth' } }],
  ['magkano nagastos ko sa gasolina this week', { intent: 'spending', category: 'transport', period: { word: 'thisWeek' } }],
  // Typos.
  ['magkano ginatos ko ngayong buwan', { intent: 'spending', period: { word: 'thisMonth' } }],
  ['magkano sa restawrant ngayong buwan', { intent: 'spending', category: 'dining', period: { word: 'thisMonth' } }],
  // A category, a payee, a measure.
  ['magkano ang gastos sa grocery noong nakaraang buwan', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ['Magkano ang nagastos ko sa Lidl?', { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ['netflix ngayong taon magkano', { intent: 'spending', merchant: 'netflix', period: { word: 'thisYear' } }],
  ['magkano sa whole foods noong marso', { intent: 'spending', merchant: 'whole foods', period: { month: '2026-03' } }],
  ['Ilang beses akong kumain sa labas ngayong buwan?', { intent: 'spending', category: 'dining', measure: 'count', period: { word: 'thisMonth' } }],
  ['gaano kadalas ako pumupunta sa lidl', { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['ilang beses ako nagbayad sa netflix ngayong taon', { intent: 'spending', merchant: 'netflix', measure: 'count', period: { word: 'thisYear' } }],
  ['average na gastos sa grocery kada buwan', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ['magkano average kada bili sa Lidl', { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['ilang porsyento ng gastos ko napupunta sa upa', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['magkano nagastos ko sa pets', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  // The biggest ones.
  ['top 3 gastos ngayong buwan', { intent: 'biggest', top: 3, period: { word: 'thisMonth' } }],
  ['ano ang pinakamalaki kong gastos?', { intent: 'biggest' }],
  ['5 pinakamalaking gastos noong nakaraang taon', { intent: 'biggest', top: 5, period: { word: 'lastYear' } }],
  // Comparisons.
  [
    'Mas malaki ba ang gastos ko sa kainan kaysa noong nakaraang buwan?',
    { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } },
  ],
  ['ikumpara ang marso at abril', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['tumaas ba ang gastos ko sa grocery ngayong linggo?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['Mas malaki ba ang kinita ko kaysa sa ginastos ko noong nakaraang buwan?', { intent: 'net', period: { word: 'lastMonth' } }],
  ['kita vs gastos ngayong taon', { intent: 'net', period: { word: 'thisYear' } }],
  ['lugi ba ako ngayong buwan', { intent: 'net', period: { word: 'thisMonth' } }],
  // Income, saving, balance.
  ['magkano ang kinita ko noong abril', { intent: 'income', period: { month: '2026-04' } }],
  ['magkano sahod ko last month', { intent: 'income', category: 'salary', period: { word: 'lastMonth' } }],
  ['ano ang average kong kita kada buwan', { intent: 'income', measure: 'average' }],
  ['sapat ba ang ipon ko?', { intent: 'savingsRate' }],
  ['magkano ang balanse ko?', { intent: 'balance' }],
  ['magkano pera ko ngayon', { intent: 'balance' }],
  ['aabot ba pera ko hanggang katapusan ng buwan', { intent: 'cashFlow' }],
  // Goals and groups named by the user's own names.
  ['magkano pa kulang sa japan trip?', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['magkano na naipon ko para sa japan', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['kumusta ang mga layunin ko', { intent: 'goals', goal: null }],
  ['magkano utang ko sa flat 4b', { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability, amounts with Philippine thousands separators.
  ['kaya ko bang bilhin ang kotse na ₱15,000 bago Hunyo?', { intent: 'afford', amount: '15000', byDate: '2026-06-30' }],
  ['afford ko ba ang 25,000 sa Disyembre', { intent: 'afford', amount: '25000', byDate: '2026-12-31' }],
  ['kaya ko bang bumili ng laptop na 45k sa Agosto', { intent: 'afford', amount: '45000', byDate: '2026-08-31' }],
  ['kaya ko bang bilhin ang motor na 80 libo sa Disyembre', { intent: 'afford', amount: '80000', byDate: '2026-12-31' }],
  ['ilan beses ako nag grab ngayong linggo', { intent: 'spending', category: 'transport', measure: 'count', period: { word: 'thisWeek' } }],
  ['mas malaki ba gastos ko ngayong buwan kaysa last month', { intent: 'compare', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
]);
