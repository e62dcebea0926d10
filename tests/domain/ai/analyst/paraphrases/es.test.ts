import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('es', [
  // Spending over a named period.
  ['¿Cuánto gasté este mes?', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['cuanto gaste la semana pasada', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['¿cuánto gasté ayer?', { intent: 'spending', period: { word: 'yesterday' } }],
  ['¿Cuánto gasté en abril?', { intent: 'spending', period: { month: '2026-04' } }],
  ['gastos desde septiembre', { intent: 'spending', period: { since: '2025-09' } }],
  ['¿cuánto he gastado de marzo a mayo?', { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['lo que gasté en los últimos 10 días', { intent: 'spending', period: { lastDays: 10 } }],
  ['gastos de las últimas 2 semanas', { intent: 'spending', period: { lastDays: 14 } }],
  ['gastos de los ultimos 3 meses', { intent: 'spending', period: { lastMonths: 3 } }],
  ['cuanto gaste en lo que va de año', { intent: 'spending', period: { word: 'thisYear' } }],
  ['cuanto gsaté este mes', { intent: 'spending', period: { word: 'thisMonth' } }],
  // A category, a payee, a measure.
  ['¿cuánto gasté en el súper el mes pasado?', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ['¿Cuánto gasté en Lidl?', { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ['netflix este año?', { intent: 'spending', merchant: 'netflix', period: { word: 'thisYear' } }],
  ['cuanto en whole foods en marzo', { intent: 'spending', merchant: 'whole foods', period: { month: '2026-03' } }],
  ['¿Cuántas veces comí fuera este mes?', { intent: 'spending', category: 'dining', measure: 'count' }],
  ['cada cuanto voy a lidl', { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['¿Cuánto gasto de media al mes en el supermercado?', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ['gasto promedio por compra en Lidl', { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['¿qué porcentaje de mis gastos se va en alquiler?', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['cuanto gaste en pets', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  ['cuanto gaste en restuarantes este mes', { intent: 'spending', category: 'dining' }],
  ['cuánto me fui en gasolina esta semana', { intent: 'spending', category: 'transport', period: { word: 'thisWeek' } }],
  // The biggest ones.
  ['top 3 compras de este mes', { intent: 'biggest', top: 3 }],
  ['¿cuál fue mi mayor gasto?', { intent: 'biggest' }],
  ['los 5 gastos más grandes del año pasado', { intent: 'biggest', top: 5, period: { word: 'lastYear' } }],
  // Comparisons.
  ['¿Cuánto más gasté en restaurantes que el mes pasado?', { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['compara marzo con abril', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['¿subió mi gasto en supermercado esta semana?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['¿Gané más de lo que gasté el mes pasado?', { intent: 'net', period: { word: 'lastMonth' } }],
  ['ingresos vs gastos este año', { intent: 'net', period: { word: 'thisYear' } }],
  ['¿gasté más que el mes pasado?', { intent: 'compare', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  // Income, saving, balance.
  ['cuanto gane en abril', { intent: 'income', period: { month: '2026-04' } }],
  ['¿cuál es mi ingreso promedio al mes?', { intent: 'income', measure: 'average' }],
  ['¿estoy ahorrando lo suficiente?', { intent: 'savingsRate' }],
  ['¿cuál es mi saldo?', { intent: 'balance' }],
  ['cuanto dinero tengo', { intent: 'balance' }],
  // Goals and groups named by the user's own names.
  ['¿cuánto llevo ahorrado para el Japan trip?', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['cuanto me falta para la meta new car', { intent: 'goals', goal: { id: 'goal-car', title: 'New car' } }],
  ['¿cómo van mis metas?', { intent: 'goals', goal: null }],
  ['¿cuánto debo en flat 4b?', { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability.
  ['¿podría comprarme un coche de 15.000 para junio?', { intent: 'afford', amount: '15000', byDate: '2026-06-30' }],
  ['me alcanza para 1.200,50 en diciembre?', { intent: 'afford', amount: '1200.50', byDate: '2026-12-31' }],
  ['gasté más este mes que en abril', { intent: 'compare', period: { word: 'thisMonth' }, compareWith: { month: '2026-04' } }],
  ['¿gasté menos en súper esta semana?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
]);
