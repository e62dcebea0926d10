import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('ms', [
  // Spending over a named period.
  ['Berapa perbelanjaan saya bulan ini?', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['brp aku belanja minggu lepas', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['semalam habis berapa?', { intent: 'spending', period: { word: 'yesterday' } }],
  ['Berapa saya belanja pada bulan April?', { intent: 'spending', period: { month: '2026-04' } }],
  ['jumlah perbelanjaan sejak september', { intent: 'spending', period: { since: '2025-09' } }],
  ['perbelanjaan dari Mac hingga Mei', { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['belanja 10 hari terakhir', { intent: 'spending', period: { lastDays: 10 } }],
  ['perbelanjaan 2 minggu lepas', { intent: 'spending', period: { lastDays: 14 } }],
  ['perbelanjaan 3 bulan lepas', { intent: 'spending', period: { lastMonths: 3 } }],
  // Typos.
  ['berapa perbelanjan bulan lepas', { intent: 'spending', period: { word: 'lastMonth' } }],
  ['berapa untuk restoren bulan ini', { intent: 'spending', category: 'dining', period: { word: 'thisMonth' } }],
  // A category, a payee, a measure.
  ['brp belanja barang runcit bulan lepas', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ['minyak bulan ni habis berapa', { intent: 'spending', category: 'transport', period: { word: 'thisMonth' } }],
  ['Berapa saya habiskan di Lidl?', { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ['netflix tahun ni berapa', { intent: 'spending', merchant: 'netflix', period: { word: 'thisYear' } }],
  ['berapa kat whole foods bulan mac', { intent: 'spending', merchant: 'whole foods', period: { month: '2026-03' } }],
  ['Berapa kali saya makan di luar bulan ni?', { intent: 'spending', category: 'dining', measure: 'count', period: { word: 'thisMonth' } }],
  ['berapa kerap aku pergi lidl', { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['berapa kali bayar netflix tahun ni', { intent: 'spending', merchant: 'netflix', measure: 'count', period: { word: 'thisYear' } }],
  ['purata sebulan untuk barang dapur berapa?', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ['purata setiap kali belanja di Lidl', { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['berapa peratus perbelanjaan saya untuk sewa', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['belanja untuk pets berapa', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  // The biggest ones.
  ['top 3 perbelanjaan bulan ini', { intent: 'biggest', top: 3, period: { word: 'thisMonth' } }],
  ['apa perbelanjaan terbesar saya?', { intent: 'biggest' }],
  ['5 perbelanjaan terbesar tahun lepas', { intent: 'biggest', top: 5, period: { word: 'lastYear' } }],
  // Comparisons.
  [
    'Perbelanjaan makan di luar lebih banyak daripada bulan lepas ke?',
    { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } },
  ],
  ['bandingkan mac dengan april', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['barang dapur minggu ni naik tak?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['Adakah pendapatan saya lebih banyak daripada perbelanjaan bulan lepas?', { intent: 'net', period: { word: 'lastMonth' } }],
  ['pendapatan vs perbelanjaan tahun ini', { intent: 'net', period: { word: 'thisYear' } }],
  ['bulan ni lebihan atau defisit?', { intent: 'net', period: { word: 'thisMonth' } }],
  // Income, saving, balance.
  ['berapa pendapatan saya pada bulan april', { intent: 'income', period: { month: '2026-04' } }],
  ['purata gaji sebulan berapa', { intent: 'income', measure: 'average' }],
  ['adakah saya cukup menyimpan?', { intent: 'savingsRate' }],
  ['baki saya berapa?', { intent: 'balance' }],
  ['duit aku ada berapa sekarang', { intent: 'balance' }],
  ['hujung bulan cukup duit tak', { intent: 'cashFlow' }],
  // Goals and groups named by the user's own names.
  ['berapa lagi untuk japan trip?', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['simpanan untuk japan dah berapa', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['macam mana matlamat saya', { intent: 'goals', goal: null }],
  ['baki dalam kumpulan flat 4b', { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability, amounts with Malaysian thousands separators.
  ['boleh beli kereta RM 15,000 sebelum Jun?', { intent: 'afford', amount: '15000', byDate: '2026-06-30' }],
  ['mampukah saya beli 25,000 pada bulan disember', { intent: 'afford', amount: '25000', byDate: '2026-12-31' }],
  ['mampu tak beli telefon RM3,500 bulan ogos', { intent: 'afford', amount: '3500', byDate: '2026-08-31' }],
  ['mampu tak beli motor 8 ribu sebelum Disember', { intent: 'afford', amount: '8000', byDate: '2026-12-31' }],
  ['berapa aku dah simpan bulan ni', { intent: 'savingsRate', period: { word: 'thisMonth' } }],
  ['boleh ke saya beli iphone 5 ribu bulan disember', { intent: 'afford', amount: '5000', byDate: '2026-12-31' }],
]);
