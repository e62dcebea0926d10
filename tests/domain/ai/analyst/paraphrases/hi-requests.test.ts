import { requestSuite } from './paraphrase-table';

requestSuite('hi', [
  ['मैंने flat के साथ डिनर के लिए 42 दिए, बाँटो', { tool: 'propose_group_expense', input: { group: 'group-flat', amount: '42', date: '2026-05-22' } }],
  ['कल रात का डिनर flat के साथ बाँटो', { tool: 'propose_group_expense', input: { group: 'group-flat' }, lookup: { from: '2026-05-21', to: '2026-05-21' } }],
  ['कल 12.50 की कॉफ़ी जोड़ो', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', date: '2026-05-21' } }],
  ['सोमवार को 12.50 की कॉफ़ी जोड़ो', { tool: 'propose_transaction', input: { type: 'expense', amount: '12.50', date: '2026-05-18' } }],
  ['किराने पर ३० खर्च किए', { tool: 'propose_transaction', input: { type: 'expense', amount: '30', category: 'groceries' } }],
  ['सैलरी मिली 2,000', { tool: 'propose_transaction', input: { type: 'income', amount: '2000', category: 'salary' } }],
  ['15k किराया दिया', { tool: 'propose_transaction', input: { type: 'expense', amount: '15000', category: 'rent' } }],
  ['kirana pe 200 kharch kiye', { tool: 'propose_transaction', input: { type: 'expense', amount: '200', category: 'groceries' } }],
  ['new car गोल में 100 डालो', { tool: 'propose_goal_contribution', input: { goal: 'goal-car', amount: '100' } }],
  ['Japan के लिए 100 बचाओ', { tool: 'propose_goal_contribution', input: { goal: 'goal-japan', amount: '100' } }],
  ['नया लक्ष्य Japan trip 3000 दिसंबर तक', { tool: 'propose_goal', input: { title: 'Japan trip', targetAmount: '3000', targetDate: '2026-12-31' } }],
  ['Sam के जन्मदिन पर आऊँगा', { tool: 'propose_rsvp', input: { event: 'event-sam', status: 'going' } }],
  ['team dinner में नहीं आ पाऊँगा', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }],
  ['शायद team dinner पर आऊँ', { tool: 'propose_rsvp', input: { event: 'event-team', status: 'maybe' } }],
  ['किराने का बजट 400 रखो', { tool: 'propose_budget', input: { category: 'groceries', amount: '400' } }],
  ['Netflix 15.99 हर महीने', { tool: 'propose_schedule', input: { description: 'Netflix', amount: '15.99', frequency: 'monthly' } }],
]);
