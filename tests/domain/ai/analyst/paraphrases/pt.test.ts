import { paraphraseSuite } from './paraphrase-table';

paraphraseSuite('pt', [
  // Spending over a named period.
  ['Quanto gastei este mês?', { intent: 'spending', period: { word: 'thisMonth' }, measure: 'total' }],
  ['quanto eu gastei semana passada', { intent: 'spending', period: { word: 'lastWeek' } }],
  ['quanto gastei ontem?', { intent: 'spending', period: { word: 'yesterday' } }],
  ['Quanto gastei em abril?', { intent: 'spending', period: { month: '2026-04' } }],
  ['gastos desde setembro', { intent: 'spending', period: { since: '2025-09' } }],
  ['quanto gastei de março a maio', { intent: 'spending', period: { months: ['2026-03', '2026-05'] } }],
  ['quanto gastei nos últimos 10 dias', { intent: 'spending', period: { lastDays: 10 } }],
  ['gastos das ultimas 2 semanas', { intent: 'spending', period: { lastDays: 14 } }],
  ['quanto gastei nos ultimos 6 meses', { intent: 'spending', period: { lastMonths: 6 } }],
  ['qto gastei esse ano', { intent: 'spending', period: { word: 'thisYear' } }],
  ['quanto gatsei nesse mes', { intent: 'spending', period: { word: 'thisMonth' } }],
  // A category, a payee, a measure.
  ['quanto gastei no mercado mês passado?', { intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } }],
  ['Quanto gastei no Lidl?', { intent: 'spending', merchant: 'Lidl', measure: 'total' }],
  ['netflix esse ano?', { intent: 'spending', merchant: 'netflix', period: { word: 'thisYear' } }],
  ['quanto gastei na whole foods em março', { intent: 'spending', merchant: 'whole foods', period: { month: '2026-03' } }],
  ['Quantas vezes comi fora este mês?', { intent: 'spending', category: 'dining', measure: 'count' }],
  ['quantas vezes fui no lidl', { intent: 'spending', merchant: 'lidl', measure: 'count' }],
  ['Quanto gasto em média por mês no supermercado?', { intent: 'spending', category: 'groceries', measure: 'average' }],
  ['gasto médio por compra no Lidl', { intent: 'spending', merchant: 'Lidl', measure: 'averagePayment' }],
  ['qual porcentagem dos meus gastos vai pro aluguel?', { intent: 'spending', category: 'rent', measure: 'share' }],
  ['quanto gastei com pets', { intent: 'spending', ownCategory: { id: 'custom:pets', name: 'Pets' } }],
  ['quanto gastei em restaurnates este mês', { intent: 'spending', category: 'dining' }],
  ['quanto foi de ifood essa semana', { intent: 'spending', category: 'dining', period: { word: 'thisWeek' } }],
  // The biggest ones.
  ['top 3 compras deste mês', { intent: 'biggest', top: 3 }],
  ['qual foi meu maior gasto?', { intent: 'biggest' }],
  ['as 5 maiores despesas do ano passado', { intent: 'biggest', top: 5, period: { word: 'lastYear' } }],
  // Comparisons.
  ['Quanto gastei a mais em restaurante do que no mês passado?', { intent: 'compare', category: 'dining', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['compara março com abril', { intent: 'compare', period: { month: '2026-04' }, compareWith: { month: '2026-03' } }],
  ['meu gasto com mercado aumentou essa semana?', { intent: 'compare', category: 'groceries', period: { word: 'thisWeek' }, compareWith: { word: 'lastWeek' } }],
  ['Ganhei mais do que gastei no mês passado?', { intent: 'net', period: { word: 'lastMonth' } }],
  ['receitas e despesas deste ano', { intent: 'net', period: { word: 'thisYear' } }],
  ['gastei mais que mês passado?', { intent: 'compare', period: { word: 'thisMonth' }, compareWith: { word: 'lastMonth' } }],
  ['fiquei no vermelho mês passado?', { intent: 'net', period: { word: 'lastMonth' } }],
  // Income, saving, balance.
  ['quanto ganhei em abril', { intent: 'income', period: { month: '2026-04' } }],
  ['qual minha renda média por mês?', { intent: 'income', measure: 'average' }],
  ['tô economizando o suficiente?', { intent: 'savingsRate' }],
  ['quanto já economizei esse ano', { intent: 'savingsRate', period: { word: 'thisYear' } }],
  ['qual é o meu saldo?', { intent: 'balance' }],
  ['quanto dinheiro eu tenho', { intent: 'balance' }],
  // Goals and groups named by the user's own names.
  ['quanto já juntei pro Japan trip?', { intent: 'goals', goal: { id: 'goal-japan', title: 'Japan trip' } }],
  ['quanto falta pra meta new car', { intent: 'goals', goal: { id: 'goal-car', title: 'New car' } }],
  ['como estão minhas metas?', { intent: 'goals', goal: null }],
  ['quanto eu devo no flat 4b?', { intent: 'groups', group: { id: 'group-flat', name: 'Flat 4B' } }],
  // Affordability.
  ['consigo comprar um carro de 15.000 até junho?', { intent: 'afford', amount: '15000', byDate: '2026-06-30' }],
  ['dá pra comprar algo de 2.500,00 em dezembro?', { intent: 'afford', amount: '2500.00', byDate: '2026-12-31' }],
]);
