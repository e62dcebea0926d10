import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('id', [
  // Spending over a named period.
  ['Berapa pengeluaran saya bulan ini?', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['brp pengeluaran minggu lalu', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['kemarin habis berapa ya?', { intent: 'spending', period: { word: 'yesterday' } }],
  ['Berapa yang saya belanjakan di bulan April?', { intent: 'spending', period: { month: '2026-04' } }],
  ['total pengeluaran sejak september', { intent: 'spending', period: { since: '2025-09' } }],
  ['pengeluaran dari Maret sampai Mei', { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['pengeluaran 10 hari terakhir', { intent: 'spending', period: { lastDays: 10 } }],
  ['belanja 2 minggu terakhir berapa', { intent: 'spending', period: { lastDays: 14 } }],
  ['pengeluaran makan 3 bulan terakhir', { intent: 'spending', category: 'dining', period: { lastMonths: 3 } }],
  ['brp pengeluaran bln ini', { intent: 'spending', period: { word: 'thisMonth' } }],
  ['minggu kemarin belanja apa aja', { intent: 'spending', period: { word: 'lastWeek' } }],
  // Typos.
  ['berapa pngeluaran bulan lalu', { intent: 'spending', period: { word: 'lastMonth' } }],
  ['brapa pengeluran bulan lalu', { intent: 'spending', period: { word: 'lastMonth' } }],
  ['kemarn habis brp', { intent: 'spending', period: { word: 'yesterday' } }],
  ['berapa buat restorant bulan ini', { intent: 'spending', category: 'dining', period: { word: 'thisMonth' } }],
  // A category, a payee, a measure.
  ['belanja dapur bulan lalu berapa?', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ['bensin bulan ini brp', { intent: 'spending', category: 'transport', period: { word: 'thisMonth' } }],
  ['gw ngabisin berapa buat ojol minggu ini', { intent: 'spending', category: 'transport', period: { word: 'thisWeek' } }],
  ['Berapa yang saya habiskan di Lidl?', { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ['netflix tahun ini berapa', { intent: 'spending', merchant: 'netflix', period: { word: 'thisYear' } }],
  ['brp di whole foods bulan maret', { intent: 'spending', merchant: 'whole foods', period: { month: '2026-03' } }],
  ['Berapa kali saya makan di luar bulan ini?', { intent: 'spending', category: 'dining', measure: 'count', period: { word: 'thisMonth' } }],
  ['seberapa sering aku belanja ke lidl', { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['berapa kali bayar netflix tahun ini', { intent: 'spending', merchant: 'netflix', measure: 'count', period: { word: 'thisYear' } }],
  ['rata-rata belanja dapur per bulan berapa?', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ['rata-rata sekali belanja di Lidl berapa', { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['berapa persen pengeluaran saya buat sewa', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['pengeluaran buat pets berapa', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  // The biggest ones.
  ['top 3 pengeluaran bulan ini', { intent: 'biggest', top: 3, period: { word: 'thisMonth' } }],
  ['apa pengeluaran terbesar saya?', { intent: 'biggest' }],
  ['5 pengeluaran terbesar tahun lalu', { intent: 'biggest', top: 5, period: { word: 'lastYear' } }],
  // Comparisons.
  ['Pengeluaran makan di luar lebih banyak dari bulan lalu?', { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['bandingkan maret dengan april', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['belanja dapur minggu ini naik gak?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['bandingin pengeluaran bulan ini sm bulan kemaren', { intent: 'compare', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['Apakah pemasukan saya lebih besar dari pengeluaran bulan lalu?', { intent: 'net', period: { word: 'lastMonth' } }],
  ['pemasukan vs pengeluaran tahun ini', { intent: 'net', period: { word: 'thisYear' } }],
  ['aku surplus atau defisit bulan ini?', { intent: 'net', period: { word: 'thisMonth' } }],
  // Income, saving, balance.
  ['berapa pendapatan saya di bulan april', { intent: 'income', period: { month: '2026-04' } }],
  ['gaji bulan lalu masuk berapa', { intent: 'income', period: { word: 'lastMonth' } }],
  ['rata-rata penghasilan saya per bulan berapa', { intent: 'income', measure: 'average' }],
  ['apakah saya sudah cukup menabung?', { intent: 'savingsRate' }],
  ['saldo saya berapa?', { intent: 'balance' }],
  ['uang saya sekarang berapa', { intent: 'balance' }],
  ['akhir bulan duitku cukup gak', { intent: 'cashFlow' }],
  // Goals and groups named by the user's own names.
  ['berapa lagi buat japan trip?', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['tabungan untuk japan sudah berapa', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['gimana progres tujuan saya', { intent: 'goals', goal: null }],
  ['saldo di grup flat 4b berapa', { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability, amounts with Indonesian thousands separators.
  ['bisa beli motor Rp 15.000.000 sebelum Juni?', { intent: 'afford', amount: '15000000', byDate: '2026-06-30' }],
  ['apakah saya mampu membeli 25.000.000 bulan desember', { intent: 'afford', amount: '25000000', byDate: '2026-12-31' }],
  ['bisa kebeli laptop 12.500.000 bulan agustus?', { intent: 'afford', amount: '12500000', byDate: '2026-08-31' }],
]);
