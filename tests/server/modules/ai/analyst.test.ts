import { describe, expect, it } from 'vitest';
import { languagePacks } from '../../../../src/domain/ai/analyst/languages';
import { percent } from '../../../../src/domain/ai/analyst/format';
import { formatMoney } from '../../../../src/domain/shared/money';
import { addDays, addMonths, monthStart, todayInZone } from '../../../../src/domain/shared/dates';
import { languageCodes, type LanguageCode } from '../../../../src/domain/shared/languages';
import { transactions } from '../../../../src/server/db/schema';
import {
  addGroupExpense,
  ask,
  createEvent,
  createGoal,
  createTransaction,
  defaultPassword,
  grantPremiumById,
  seedGroup,
  setLanguage,
  signedInAgent,
  signIn,
} from '../../support/factories';
import { createTestApp } from '../../support/test-app';

// Alice asks every example in every language: far more than the 30 a minute a person may ask.
const { app, database } = await createTestApp({ AI_CHATS_PER_MINUTE: '1000' });
const { db } = database;

const today = todayInZone('UTC');
const lastMonth = monthStart(addMonths(monthStart(today), -1));

const alice = await signedInAgent(app, { firstName: 'Alice', lastName: 'Ng' });
const bob = await signedInAgent(app, { firstName: 'Bob', lastName: 'Ray' });
await grantPremiumById(db, alice.user.id);
await grantPremiumById(db, bob.user.id);

// Alice: this month 3,000.00 salary and 1,230.50 spent (her 30.00 share of Bob's dinner below
// counts as her own spending); last month 2,800.00 in and 100.00 out.
await createTransaction(app, alice.cookie, { type: 'income', category: 'salary', amount: '3000', description: 'Salary' });
await createTransaction(app, alice.cookie, { category: 'rent', amount: '1000', description: 'Flat' });
await createTransaction(app, alice.cookie, { category: 'groceries', amount: '120.50', description: 'Market' });
await createTransaction(app, alice.cookie, { category: 'dining', amount: '80', description: 'Dinner out' });
await createTransaction(app, alice.cookie, { type: 'income', category: 'salary', amount: '2800', description: 'Salary', date: lastMonth });
await createTransaction(app, alice.cookie, { category: 'groceries', amount: '100', description: 'Big shop', date: lastMonth });
// A purchase abroad, in euros: shown apart, never added to her dollars.
await db.insert(transactions).values({
  userId: alice.user.id,
  type: 'expense',
  category: 'dining',
  amountMinor: 5000n,
  currency: 'EUR',
  baseCurrency: 'EUR',
  baseAmountMinor: 5000n,
  description: 'Paris café',
  occurredOn: today,
});
await createGoal(app, alice.cookie, { title: 'Emergency fund', targetAmount: '1200', currentAmount: '300', targetDate: addDays(today, 365) });
await createEvent(app, alice.cookie, { title: 'Budget review' });

// Bob: his own money, and a shared dinner he paid for in their group.
await createTransaction(app, bob.cookie, { category: 'shopping', amount: '987.65', description: 'Bob’s new phone' });
const group = await seedGroup(db, { id: bob.user.id }, [{ id: alice.user.id }], { name: 'Flatmates' });
await addGroupExpense(app, bob.cookie, group.id, bob.user.id, [alice.user.id, bob.user.id], { amount: '60.00', description: 'Dinner' });

const localeOf = (language: LanguageCode) => (language === 'tl' ? 'fil' : language);

/** Last month's income, and last month's spending in one category, asked as people would. */
const moreQuestions: Record<LanguageCode, [income: string, category: string]> = {
  en: ['What was my income last month?', 'How much did I spend on groceries last month?'],
  es: ['¿Cuáles fueron mis ingresos el mes pasado?', '¿Cuánto gasté en supermercado el mes pasado?'],
  pt: ['Qual foi minha renda no mês passado?', 'Quanto gastei com mercado no mês passado?'],
  ar: ['كم كان دخلي الشهر الماضي؟', 'كم أنفقت على البقالة الشهر الماضي؟'],
  th: ['รายได้ของฉันเดือนที่แล้วเท่าไร', 'เดือนที่แล้วฉันใช้จ่ายค่าของชำไปเท่าไร'],
  id: ['Berapa pemasukan saya bulan lalu?', 'Berapa pengeluaran saya untuk belanja dapur bulan lalu?'],
  ms: ['Berapa pendapatan saya bulan lepas?', 'Berapa perbelanjaan saya untuk barang runcit bulan lepas?'],
  hi: ['पिछले महीने मेरी आय कितनी थी?', 'पिछले महीने मैंने किराना पर कितना खर्च किया?'],
  vi: ['Thu nhập của tôi tháng trước là bao nhiêu?', 'Tháng trước tôi chi tiêu bao nhiêu cho đi chợ?'],
  tl: ['Magkano ang kinita ko noong nakaraang buwan?', 'Magkano ang ginastos ko sa grocery noong nakaraang buwan?'],
  tr: ['Geçen ay gelirim ne kadardı?', 'Geçen ay markete ne kadar harcadım?'],
};

/** A session per language, each speaking its own language. */
async function sessionIn(language: LanguageCode): Promise<string> {
  const { cookie } = await signIn(app, alice.email, defaultPassword);
  if (!cookie) throw new Error('no session');
  await setLanguage(app, cookie, language);
  return cookie;
}

describe.each(languageCodes)('the built-in analyst in %s', (language) => {
  const locale = localeOf(language);
  const usd = (decimal: string) => formatMoney(decimal, 'USD', locale);
  const { examples } = languagePacks[language].phrases;
  let cookie = '';

  it('answers each kind of question with Alice’s exact figures, in her language and number format', async () => {
    cookie = await sessionIn(language);
    const answers = [];
    for (const example of examples) answers.push(await ask(app, cookie, example));
    const [spending, biggest, compare, savings, goals, afford, budget, netWorth, events, groups, crypto] = answers.map((answer) => answer!);

    expect(spending!.toolsUsed).toEqual(['spending_summary']);
    expect(spending!.reply).toContain(usd('1230.50'));
    expect(spending!.reply).toContain(usd('1000.00'));
    expect(spending!.reply).toContain(formatMoney('50.00', 'EUR', locale));

    expect(biggest!.toolsUsed).toEqual(['search_transactions']);
    expect(biggest!.reply).toContain('Big shop');
    expect(biggest!.reply).toContain(usd('100.00'));

    expect(compare!.toolsUsed).toEqual(['income_vs_expenses', 'spending_summary']);
    expect(compare!.reply).toContain(usd('1130.50'));

    expect(savings!.toolsUsed).toEqual(['income_vs_expenses']);
    // Asked without a period: the typical month AI insights show (2,900.00 in, 665.25 out), then each month.
    expect(savings!.reply).toContain(percent(77, locale));
    expect(savings!.reply).toContain(usd('2234.75'));
    expect(savings!.reply).toContain(percent(58.9, locale));
    expect(savings!.reply).toContain(usd('1769.50'));

    expect(goals!.toolsUsed).toEqual(['goals_progress']);
    expect(goals!.reply).toContain('Emergency fund');
    expect(goals!.reply).toContain(usd('300.00'));
    expect(goals!.reply).toContain(usd('75.00'));

    expect(afford!.toolsUsed).toEqual(['afford_by_date']);
    expect(afford!.reply).toContain(usd('1200.00'));
    expect(afford!.reply).toContain(usd('4469.50'));

    expect(budget!.toolsUsed).toEqual(['budget_50_30_20']);
    // Insights' typical month: two months recorded, so 5,800.00 over two, not three.
    expect(budget!.reply).toContain(usd('2900.00'));
    expect(budget!.reply).toContain(percent(77, locale));

    expect(netWorth!.toolsUsed).toEqual(['net_worth_projection']);
    expect(netWorth!.reply).toContain(usd('4769.50'));

    expect(events!.toolsUsed).toEqual(['upcoming_events']);
    expect(events!.reply).toContain('Budget review');

    expect(groups!.toolsUsed).toEqual(['group_balances']);
    expect(groups!.reply).toContain('Flatmates');
    expect(groups!.reply).toContain(usd('30.00'));
    expect(groups!.reply).toContain('Bob Ray');
    expect(groups!.reply).toContain(languagePacks[language].phrases.groupOwe.replace('{group}', 'Flatmates').replace('{amount}', usd('30.00')));

    expect(crypto!.toolsUsed).toEqual(['crypto_holdings']);
    expect(crypto!.reply).toBe(languagePacks[language].phrases.noCrypto);

    for (const answer of answers) expect(answer!.reply).not.toContain('987');
  });

  it('answers last month’s income and one category’s spending', async () => {
    const [incomeQuestion, categoryQuestion] = moreQuestions[language];
    const income = await ask(app, cookie, incomeQuestion);
    expect(income.toolsUsed).toEqual(['spending_summary']);
    expect(income.reply).toContain(usd('2800.00'));
    const groceries = await ask(app, cookie, categoryQuestion);
    expect(groceries.toolsUsed).toEqual(['spending_summary']);
    expect(groceries.reply).toContain(usd('100.00'));
    expect(groceries.reply).toContain(languagePacks[language].phrases.categories.groceries);
    expect(groceries.reply).not.toContain(usd('120.50'));
  });

  it('says in the same language when it does not understand, with examples', async () => {
    const answer = await ask(app, cookie, '🦄🦄🦄');
    expect(answer.reply).toContain(languagePacks[language].phrases.unknown);
    expect(answer.reply).toContain(examples[0]!);
  });
});

describe('two users', () => {
  it('each hear only about their own money', async () => {
    const { cookie } = await signIn(app, bob.email, defaultPassword);
    await setLanguage(app, cookie!, 'en');
    const spending = await ask(app, cookie!, 'How much did I spend this month?');
    expect(spending.reply).toContain('$987.65');
    expect(spending.reply).not.toContain('1,230.50');
    expect(spending.reply).not.toContain('€');
    const goals = await ask(app, cookie!, 'How are my goals doing?');
    expect(goals.reply).not.toContain('Emergency fund');
    const events = await ask(app, cookie!, 'What events are coming up?');
    expect(events.reply).not.toContain('Budget review');
    const groups = await ask(app, cookie!, 'What do I owe in my groups?');
    expect(groups.reply).toContain('you are owed **$30.00**');
    expect(groups.reply).toContain('Alice Ng pays you $30.00');
  });
});

describe('questions about the asker’s own names', () => {
  it('reads a payee, a measure and a goal from the asker’s data, and never from anyone else’s', async () => {
    const carol = await signedInAgent(app, { firstName: 'Carol', lastName: 'Diaz' });
    await grantPremiumById(db, carol.user.id);
    await createTransaction(app, carol.cookie, { category: 'groceries', amount: '12.50', description: 'LIDL SAGT DANKE' });
    await createTransaction(app, carol.cookie, { category: 'groceries', amount: '20.00', description: 'Lidl Berlin 443' });
    await createTransaction(app, carol.cookie, { category: 'entertainment', amount: '15.99', description: 'Netflix.com' });
    await createGoal(app, carol.cookie, { title: 'New car', targetAmount: '15000', currentAmount: '3000', targetDate: addDays(today, 365) });

    const lidl = await ask(app, carol.cookie, 'How much did I spend at Lidl this month?');
    expect(lidl.toolsUsed).toEqual(['spending_summary']);
    expect(lidl.reply).toContain('You spent **$32.50** at Lidl this month (2 transactions).');
    // "Data used" opens money tracking on exactly those rows, and the conversation keeps it.
    const lidlRows = { kind: 'transactions', from: monthStart(today), to: today, type: 'expense', q: 'Lidl' };
    expect(lidl.sources).toEqual([lidlRows]);
    const listed = await carol.get(`/api/transactions?from=${monthStart(today)}&to=${today}&type=expense&q=Lidl`);
    expect(
      listed
        .json<{ items: { amount: string }[] }>()
        .items.map((item) => item.amount)
        .sort(),
    ).toEqual(['12.50', '20.00']);
    const saved = await carol.get(`/api/ai/conversations/${lidl.conversationId}`);
    expect(saved.json<{ messages: { sources: unknown[] }[] }>().messages.map((message) => message.sources)).toEqual([[], [lidlRows]]);

    const visits = await ask(app, carol.cookie, 'how many times did i go to lidl this month');
    expect(visits.reply).toContain('You made **2** payments at lidl this month, **$32.50** in all.');

    const car = await ask(app, carol.cookie, 'how much is left for the car?');
    expect(car.toolsUsed).toEqual(['goals_progress']);
    expect(car.reply).toContain('**$12,000.00** still to go');
    expect(car.sources).toEqual([{ kind: 'goals', goalId: expect.any(String), title: 'New car' }]);

    // Bob has no payee called Lidl and no goal called New car: the same words name nothing of his.
    const { cookie } = await signIn(app, bob.email, defaultPassword);
    const his = await ask(app, cookie!, 'How much did I spend at Lidl this month?');
    expect(his.reply).not.toContain('32.50');
    const notHis = await ask(app, cookie!, 'how much is left for the car?');
    expect(notHis.reply).not.toContain('New car');
  });
});
