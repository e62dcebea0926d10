import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('tr', [
  // Spending over a named period.
  ['Bu ay ne kadar harcadım?', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['gecen hafta ne kadar harcadim', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['dün ne kadar harcadım?', { intent: 'spending', period: { word: 'yesterday' } }],
  ["Nisan'da ne kadar harcadım?", { intent: 'spending', period: { month: '2026-04' } }],
  ['eylülden beri harcamalarım', { intent: 'spending', period: { since: '2025-09' } }],
  ["Eylül'den bu yana toplam harcama", { intent: 'spending', period: { since: '2025-09' } }],
  ["Mart'tan Mayıs'a kadar ne kadar harcadım", { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['son 10 günde ne kadar harcadım', { intent: 'spending', period: { lastDays: 10 } }],
  ['son 2 haftadaki harcamalarım', { intent: 'spending', period: { lastDays: 14 } }],
  ['son 3 ayda ne kadar harcama yaptım', { intent: 'spending', period: { lastMonths: 3 } }],
  ['bu ay ne kdar harcdım', { intent: 'spending', period: { word: 'thisMonth' } }],
  // A category, a payee, a measure.
  ['geçen ay markete ne kadar harcadım?', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ["Lidl'de ne kadar harcadım?", { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ["bu yıl Netflix'e ne kadar ödedim", { intent: 'spending', merchant: 'Netflix', period: { word: 'thisYear' } }],
  ["Mart'ta Whole Foods'ta ne kadar harcadım", { intent: 'spending', merchant: 'Whole Foods', period: { month: '2026-03' } }],
  ['Bu ay kaç kez dışarıda yemek yedim?', { intent: 'spending', category: 'dining', measure: 'count' }],
  ["lidl'e ne sıklıkla gidiyorum", { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['Aylık ortalama market harcamam ne kadar?', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ["Lidl'de alışveriş başına ortalama ne kadar harcıyorum", { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['harcamalarımın yüzde kaçı kiraya gidiyor', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['pets için ne kadar harcadım', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  ['bu ay restorna ne kadar harcadım', { intent: 'spending', category: 'dining' }],
  ['bu hafta benzine ne kadar para gitti', { intent: 'spending', category: 'transport', period: { word: 'thisWeek' } }],
  ['bu ay yemeğe ne kadar gitti', { intent: 'spending', category: 'dining', period: { word: 'thisMonth' } }],
  // The biggest ones.
  ['bu ayın top 3 harcaması', { intent: 'biggest', top: 3 }],
  ['en büyük harcamam ne?', { intent: 'biggest' }],
  ['geçen yılın en büyük 5 harcaması', { intent: 'biggest', top: 5, period: { word: 'lastYear' } }],
  // Comparisons.
  ['Restoranlara geçen aydan daha fazla mı harcadım?', { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['marti nisanla karşılaştır', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['bu hafta market harcamam arttı mı?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['Geçen ay harcadığımdan fazla mı kazandım?', { intent: 'net', period: { word: 'lastMonth' } }],
  ['bu yıl gelir gider durumum', { intent: 'net', period: { word: 'thisYear' } }],
  ['geçen aydan fazla mı harcadım', { intent: 'compare', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  // Income, saving, balance.
  ["nisan'da ne kadar kazandım", { intent: 'income', period: { month: '2026-04' } }],
  ['aylık ortalama gelirim ne kadar', { intent: 'income', measure: 'average' }],
  ['yeterince biriktiriyor muyum?', { intent: 'savingsRate' }],
  ['bakiyem ne kadar?', { intent: 'balance' }],
  ['ne kadar param var', { intent: 'balance' }],
  // Goals and groups named by the user's own names.
  ['Japan trip hedefime ne kadar kaldı?', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['new car için ne kadar biriktirdim', { intent: 'goals', goal: { id: 'goal-car', title: 'New car' } }],
  ['hedeflerim ne durumda?', { intent: 'goals', goal: null }],
  ['flat 4b grubunda borcum ne kadar', { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability.
  ["Haziran'a kadar 15.000 TL'lik bir araba alabilir miyim?", { intent: 'afford', amount: '15000', byDate: '2026-06-30' }],
  ['aralık ayına kadar 1.250,50 liralık telefon alabilirmiyim', { intent: 'afford', amount: '1250.50', byDate: '2026-12-31' }],
]);
