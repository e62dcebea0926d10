import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('en', [
  // Spending over a named period.
  ['How much did I spend this month?', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['what did i spend last week', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['spending yesterday?', { intent: 'spending', period: { word: 'yesterday' } }],
  ['How much did I spend in April?', { intent: 'spending', period: { month: '2026-04' } }],
  ['total spent since september', { intent: 'spending', period: { since: '2025-09' } }],
  ['how much have i spent from March to May', { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['spent in the last 10 days', { intent: 'spending', period: { lastDays: 10 } }],
  ['spending past 2 weeks', { intent: 'spending', period: { lastDays: 14 } }],
  ['hw much did i spnd this mnth', { intent: 'spending', period: { word: 'thisMonth' } }],
  // A category, a payee, a measure.
  ['how much on groceries last month', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ['How much did I spend at Lidl?', { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ['netflix this year?', { intent: 'spending', merchant: 'netflix', period: { word: 'thisYear' } }],
  ['how much at whole foods in march', { intent: 'spending', merchant: 'whole foods', period: { month: '2026-03' } }],
  ['How many times did I eat out this month?', { intent: 'spending', category: 'dining', measure: 'count' }],
  ['how often do i go to lidl', { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['What is my average monthly grocery spend?', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ['average spent per purchase at Lidl', { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['what percentage of my spending goes to rent', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['how much did i spend on the pets', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  ['how much on resturants this month', { intent: 'spending', category: 'dining' }],
  // The biggest ones.
  ['top 3 purchases this month', { intent: 'biggest', top: 3 }],
  ["what's my biggest expense?", { intent: 'biggest' }],
  ['5 largest expenses last year', { intent: 'biggest', top: 5, period: { word: 'lastYear' } }],
  // Comparisons.
  ['How much more did I spend on dining than last month?', { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['compare march with april', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['compare this month with april', { intent: 'compare', period: { word: 'thisMonth' }, compareWith: { month: '2026-04' } }],
  ['did I spend more on groceries this week than in march?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { month: '2026-03' } }],
  ['did my grocery spending go up this week?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['Did I earn more than I spent last month?', { intent: 'net', period: { word: 'lastMonth' } }],
  ['income vs expenses this year', { intent: 'net', period: { word: 'thisYear' } }],
  // Income, saving, balance.
  ['how much did i earn in april', { intent: 'income', period: { month: '2026-04' } }],
  ["what's my average monthly income", { intent: 'income', measure: 'average' }],
  ['am I saving enough?', { intent: 'savingsRate' }],
  ['what is my balance?', { intent: 'balance' }],
  ['how much money do i have', { intent: 'balance' }],
  // Goals and groups named by the user's own names.
  ['how much is left for the car?', { intent: 'goals', goal: { id: 'goal-car', title: 'New car' } }],
  ['how much have I saved for japan', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['how are my goals doing', { intent: 'goals', goal: null }],
  ["what's the balance in flat 4b", { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability.
  ['could I buy a car for 15,000 by June?', { intent: 'afford', amount: '15000', byDate: '2026-06-30' }],
  ['can i afford 15k by december', { intent: 'afford', amount: '15000', byDate: '2026-12-31' }],
]);
