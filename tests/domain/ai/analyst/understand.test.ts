import { describe, expect, it } from 'vitest';
import { languagePacks } from '../../../../src/domain/ai/analyst/languages';
import { readNumber, understandQuestion } from '../../../../src/domain/ai/analyst/understand';
import { languageCodes, type LanguageCode } from '../../../../src/domain/shared/languages';

const today = '2026-05-20';

/** Each language's example questions, in order, ask for these. */
const exampleIntents = ['spending', 'biggest', 'compare', 'savingsRate', 'goals', 'afford', 'budget', 'netWorth', 'events', 'groups', 'crypto'];

describe.each(languageCodes)('the analyst understands %s', (language) => {
  const { examples } = languagePacks[language].phrases;

  it.each(examples.map((example, index) => [example, exampleIntents[index]]))('"%s" asks for %s', (example, intent) => {
    expect(understandQuestion(example, language, today).intent).toBe(intent);
  });

  it('reads "this month" in the spending question and "last month" in the biggest-expenses one', () => {
    expect(understandQuestion(examples[0]!, language, today).period).toEqual({ word: 'thisMonth' });
    expect(understandQuestion(examples[1]!, language, today).period).toEqual({ word: 'lastMonth' });
  });

  it('compares the month said first with the one before it', () => {
    expect(understandQuestion(examples[2]!, language, today).period).toEqual({ word: 'thisMonth' });
  });

  it('reads the amount and the month of an affordability question', () => {
    const question = understandQuestion(examples[5]!, language, today);
    expect(question.amount).toBe('1200');
    expect(question.byDate).toBe('2026-12-31');
  });

  it('says when it does not understand', () => {
    expect(understandQuestion('🦄 ✨ ???', language, today).intent).toBeNull();
  });
});

describe('questions in any language', () => {
  it('understands English whatever language the interface speaks', () => {
    expect(understandQuestion('How much did I spend on groceries last month?', 'th', today)).toMatchObject({
      intent: 'spending',
      category: 'groceries',
      period: { word: 'lastMonth' },
    });
  });

  it('takes a bare category as a spending question', () => {
    expect(understandQuestion('groceries in March', 'en', today)).toMatchObject({ intent: 'spending', category: 'groceries', period: { month: '2026-03' } });
  });

  it('takes a month later in the year than today as last year’s when looking back', () => {
    expect(understandQuestion('How much did I spend in September?', 'en', today).period).toEqual({ month: '2025-09' });
  });

  it('reads "the last 3 months"', () => {
    expect(understandQuestion('What did I spend in the last 3 months?', 'en', today).period).toEqual({ lastMonths: 3 });
  });

  it('reads an affordability target given as a number of months or a date', () => {
    expect(understandQuestion('Can I afford 5,000 in 6 months?', 'en', today)).toMatchObject({ amount: '5000', byDate: '2026-11-20' });
    expect(understandQuestion('¿Puedo permitirme 2.500,50 para 2026-09-01?', 'es', today)).toMatchObject({ amount: '2500.50', byDate: '2026-09-01' });
  });
});

describe('numbers as people type them', () => {
  it.each([
    ['1200', '1200'],
    ['1,200', '1200'],
    ['1.200', '1200'],
    ['1,200.50', '1200.50'],
    ['1.200,50', '1200.50'],
    ['12.5', '12.5'],
    ['12,5', '12.5'],
    ['1 200', '1200'],
  ])('%s is %s', (text, value) => {
    expect(readNumber(text)).toBe(value);
  });
});

/** Crypto questions as people ask them in each language, with the coins they name. */
const cryptoQuestions: Record<LanguageCode, [question: string, coins: string[]][]> = {
  en: [
    ['How is my crypto doing?', []],
    ['What is my bitcoin worth?', ['bitcoin']],
    ['Show my crypto portfolio', []],
    ['What is the price of ethereum?', ['ethereum']],
    ['BTC and ETH prices', ['bitcoin', 'ethereum']],
  ],
  es: [
    ['¿Cómo va mi cripto?', []],
    ['¿Cuánto vale mi bitcoin?', ['bitcoin']],
    ['Mi portafolio de criptomonedas', []],
    ['¿Cuál es el precio de ethereum?', ['ethereum']],
  ],
  pt: [
    ['Como está minha cripto?', []],
    ['Quanto vale meu bitcoin?', ['bitcoin']],
    ['Minha carteira de criptomoedas', []],
    ['Qual é o preço do ethereum?', ['ethereum']],
  ],
  ar: [
    ['كيف حال الكريبتو الخاص بي؟', []],
    ['كم تساوي البيتكوين الخاصة بي؟', ['bitcoin']],
    ['محفظة العملات الرقمية', []],
    ['ما سعر الإيثريوم؟', ['ethereum']],
  ],
  hi: [
    ['मेरा क्रिप्टो पोर्टफोलियो कैसा है?', []],
    ['मेरे बिटकॉइन की कीमत कितनी है?', ['bitcoin']],
    ['एथेरियम का भाव क्या है?', ['ethereum']],
    ['मेरी डिजिटल मुद्रा कितनी है?', []],
  ],
  id: [
    ['Bagaimana aset kripto saya?', []],
    ['Berapa nilai bitcoin saya?', ['bitcoin']],
    ['Portofolio kripto saya', []],
    ['Berapa harga ethereum?', ['ethereum']],
  ],
  ms: [
    ['Bagaimana kripto saya?', []],
    ['Berapa nilai bitcoin saya?', ['bitcoin']],
    ['Portfolio kripto saya', []],
    ['Berapa harga ethereum?', ['ethereum']],
  ],
  th: [
    ['คริปโตของฉันเป็นยังไงบ้าง', []],
    ['บิตคอยน์ของฉันมีมูลค่าเท่าไร', ['bitcoin']],
    ['ราคาอีเธอเรียมตอนนี้เท่าไร', ['ethereum']],
    ['พอร์ตสกุลเงินดิจิทัลของฉัน', []],
  ],
  tl: [
    ['Kumusta ang crypto ko?', []],
    ['Magkano na ang bitcoin ko?', ['bitcoin']],
    ['Ano ang presyo ng ethereum?', ['ethereum']],
    ['Ipakita ang crypto portfolio ko', []],
  ],
  tr: [
    ['Kripto portföyüm nasıl?', []],
    ['Bitcoin’im ne kadar ediyor?', ['bitcoin']],
    ['Ethereum fiyatı ne?', ['ethereum']],
    ['Coinlerim ne durumda?', []],
  ],
  vi: [
    ['Tiền điện tử của tôi thế nào?', []],
    ['Bitcoin của tôi trị giá bao nhiêu?', ['bitcoin']],
    ['Giá ethereum hôm nay là bao nhiêu?', ['ethereum']],
    ['Danh mục tiền mã hóa của tôi', []],
  ],
};

describe.each(languageCodes)('crypto questions in %s', (language) => {
  it.each(cryptoQuestions[language])('"%s" asks about crypto, naming %j', (question, coins) => {
    expect(understandQuestion(question, language, today)).toMatchObject({ intent: 'crypto', coins });
  });
});

describe('crypto words take nothing else', () => {
  it.each([
    ['Tôi đã chi bao nhiêu tiền điện tuần này?', 'vi', 'spending'],
    ['How much did I pay for ethernet cables this month?', 'en', 'spending'],
    ['How much did I spend on Airbnb last month?', 'en', 'spending'],
    ['What is my net worth in 5 years?', 'en', 'netWorth'],
  ] as const)('"%s" (%s) asks for %s', (question, language, intent) => {
    expect(understandQuestion(question, language, today)).toMatchObject({ intent, coins: [] });
  });

  it('keeps an affordability question about a coin an affordability question', () => {
    expect(understandQuestion('Can I afford 1 bitcoin by December?', 'en', today)).toMatchObject({ intent: 'afford', coins: ['bitcoin'] });
  });

  it('reads a coin named in any language, in the order named', () => {
    expect(understandQuestion('eth vs btc', 'th', today)).toMatchObject({ intent: 'crypto', coins: ['ethereum', 'bitcoin'] });
  });
});
