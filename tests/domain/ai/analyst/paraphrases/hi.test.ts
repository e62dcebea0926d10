import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('hi', [
  // Spending over a named period.
  ['इस महीने मैंने कितना खर्च किया?', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['पिछले हफ्ते कितना खर्चा हुआ', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['कल कितना खर्च किया?', { intent: 'spending', period: { word: 'yesterday' } }],
  ['अप्रैल में मैंने कितना खर्च किया?', { intent: 'spending', period: { month: '2026-04' } }],
  ['सितंबर से अब तक कुल खर्च', { intent: 'spending', period: { since: '2025-09' } }],
  ['मार्च से मई तक कितना खर्च हुआ', { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['पिछले 10 दिनों में कितना खर्च किया', { intent: 'spending', period: { lastDays: 10 } }],
  ['पिछले २ हफ्तों का खर्च', { intent: 'spending', period: { lastDays: 14 } }],
  ['पिछले ३ महीनों में कितना खर्च हुआ', { intent: 'spending', period: { lastMonths: 3 } }],
  ['is mahine kitna kharcha hua', { intent: 'spending', period: { word: 'thisMonth' } }],
  ['is mahine kitna kharhca hua', { intent: 'spending', period: { word: 'thisMonth' } }],
  ['mera balence kya hai', { intent: 'balance' }],
  ['pichle saal ka total kharch', { intent: 'spending', period: { word: 'lastYear' } }],
  // A category, a payee, a measure.
  ['पिछले महीने किराने पर कितना खर्च हुआ?', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ['Lidl पर मैंने कितना खर्च किया?', { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ['इस साल netflix पर कितना खर्च हुआ?', { intent: 'spending', merchant: 'netflix', period: { word: 'thisYear' } }],
  ['मार्च में whole foods पर कितना खर्च किया', { intent: 'spending', merchant: 'whole foods', period: { month: '2026-03' } }],
  ['इस महीने कितनी बार बाहर खाना खाया?', { intent: 'spending', category: 'dining', measure: 'count' }],
  ['lidl pe kitni baar kharcha kiya', { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['किराने पर मेरा औसत मासिक खर्च कितना है?', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ['Lidl पर प्रति खरीद औसत खर्च', { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['मेरे खर्च का कितना प्रतिशत किराए में जाता है?', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['pets पर कितना खर्च हुआ', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  ['is mahine zomato swiggy pe kitna kharch hua', { intent: 'spending', category: 'dining' }],
  ['इस महीने खाने पर कितना गया', { intent: 'spending', category: 'dining', period: { word: 'thisMonth' } }],
  ['pichle mahine kitna kamaya', { intent: 'income', period: { word: 'lastMonth' } }],
  ['kya main december tak 50000 ka phone le sakta hu', { intent: 'afford', amount: '50000', byDate: '2026-12-31' }],
  ['इस हफ्ते पेट्रोल पर कितने पैसे गए', { intent: 'spending', category: 'transport', period: { word: 'thisWeek' } }],
  // The biggest ones.
  ['इस महीने के टॉप 3 खर्च', { intent: 'biggest', top: 3 }],
  ['मेरा सबसे बड़ा खर्च कौन सा है?', { intent: 'biggest' }],
  ['पिछले साल के सबसे बड़े 5 खर्च', { intent: 'biggest', top: 5, period: { word: 'lastYear' } }],
  // Comparisons.
  ['क्या मैंने रेस्टोरेंट पर पिछले महीने से ज़्यादा खर्च किया?', { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['मार्च और अप्रैल की तुलना करो', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['क्या इस हफ्ते राशन का खर्च बढ़ गया?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['क्या पिछले महीने मैंने खर्च से ज़्यादा कमाया?', { intent: 'net', period: { word: 'lastMonth' } }],
  ['इस साल आय और खर्च', { intent: 'net', period: { word: 'thisYear' } }],
  // Income, saving, balance.
  ['अप्रैल में मैंने कितना कमाया', { intent: 'income', period: { month: '2026-04' } }],
  ['मेरी औसत मासिक कमाई कितनी है', { intent: 'income', measure: 'average' }],
  ['क्या मैं काफी बचत कर रहा हूं?', { intent: 'savingsRate' }],
  ['मेरा बैलेंस कितना है?', { intent: 'balance' }],
  ['mere paas kitne paise hai', { intent: 'balance' }],
  // Goals and groups named by the user's own names.
  ['Japan trip के लिए कितना बचा है?', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['new car ke liye kitna jama hua', { intent: 'goals', goal: { id: 'goal-car', title: 'New car' } }],
  ['मेरे लक्ष्य कैसे चल रहे हैं?', { intent: 'goals', goal: null }],
  ['Flat 4B ग्रुप में मेरा कितना बकाया है?', { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability.
  ['क्या मैं जून तक 15,000 की बाइक खरीद सकता हूं?', { intent: 'afford', amount: '15000', byDate: '2026-06-30' }],
  ['क्या मैं दिसंबर तक १,२०,००० की कार खरीद पाऊंगा?', { intent: 'afford', amount: '120000', byDate: '2026-12-31' }],
]);
