import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { customCategoryMessages } from '@domain/categories/custom-categories';
import { amountProblem } from '@domain/shared/money';
import { says } from '@domain/shared/errors';
import { translateMessage } from '@/lib/translate-message';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';

/** A second language in which every catalogued text is visibly different from English. */
let pseudo: TFunction;

function shout(catalogue: Record<string, string>): Record<string, string> {
  const loud = (text: string) =>
    text
      .split(/({{\w+}})/)
      .map((part) => (part.startsWith('{{') ? part : part.toUpperCase()))
      .join('');
  return Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, `«${loud(text)}»`]));
}

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'xx',
    resources: { xx: { translation: { messages: shout(en.messages), validation: shout(en.validation) } } },
    interpolation: { escapeValue: false },
  });
  pseudo = instance.t;
});

describe('translateMessage', () => {
  const catalogued = [
    ...Object.entries(en.messages).map(([name, text]): [string, string] => [`messages.${name}`, text]),
    ...Object.entries(en.validation).map(([name, text]): [string, string] => [`validation.${name}`, text]),
  ].filter(([key, text]) => !text.includes('{{') && !/_(zero|one|two|few|many|other)$/.test(key));

  it.each(catalogued)('shows %s by its key', (key, english) => {
    expect(translateMessage(pseudo, key)).toBe(`«${english.toUpperCase()}»`);
  });

  it('fills in the parameters a text carries, and picks the plural form by count', () => {
    expect(translateMessage(pseudo, says('validation.noDecimals', { currency: 'JPY' }))).toBe('«JPY AMOUNTS CANNOT HAVE DECIMALS»');
    expect(translateMessage(pseudo, says('messages.aiRemaining', { count: 1 }))).toBe('«ONLY 1 AI CHAT REMAINING»');
    expect(translateMessage(pseudo, says('messages.aiRemaining', { count: 2 }))).toBe('«ONLY 2 AI CHATS REMAINING»');
  });

  it('shows English it does not know by key as it is, even when it reads like a catalogued sentence', () => {
    expect(translateMessage(pseudo, 'Something nobody catalogued')).toBe('Something nobody catalogued');
    expect(translateMessage(pseudo, 'Goal title is required')).toBe('Goal title is required');
    expect(translateMessage(pseudo, 'messages.noSuchKey')).toBe('messages.noSuchKey');
    expect(translateMessage(pseudo, undefined)).toBe('');
  });
});

describe('counted server messages in a real language', () => {
  async function translatorFor(language: 'en' | 'ar'): Promise<TFunction> {
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources: { [language]: { translation: language === 'en' ? en : ar } }, interpolation: { escapeValue: false } });
    return instance.t;
  }

  it('says "1 transaction" in English', async () => {
    const english = await translatorFor('en');
    const server = says(customCategoryMessages.inUse, { count: 1 });
    expect(translateMessage(english, server)).toBe('This category is used by 1 transaction. Choose a category to move it to, then delete it.');
    expect(english('messages.categoryTypeInUse', { count: 1 })).toBe('This category is used by 1 transaction, so its type cannot change.');
  });

  it('gives Arabic its own plural forms: 10 transactions take the plural, 1 and 2 are spelled out', async () => {
    const arabic = await translatorFor('ar');
    expect(translateMessage(arabic, says(customCategoryMessages.inUse, { count: 10 }))).toBe('تستخدم 10 معاملات هذه الفئة. اختر فئة لنقلها إليها، ثم احذفها.');
    expect(translateMessage(arabic, says(customCategoryMessages.inUse, { count: 11 }))).toBe('تستخدم 11 معاملة هذه الفئة. اختر فئة لنقلها إليها، ثم احذفها.');
    expect(translateMessage(arabic, says(customCategoryMessages.typeInUse, { count: 1 }))).toBe('تستخدم معاملة واحدة هذه الفئة، لذا لا يمكن تغيير نوعها.');
    expect(translateMessage(arabic, says(customCategoryMessages.typeInUse, { count: 2 }))).toBe('تستخدم معاملتان هذه الفئة، لذا لا يمكن تغيير نوعها.');
    expect(arabic('referrals.signUp.hint', { count: 10 })).toBe('رمز صديقك يمنحكما معًا 10 محادثات ذكاء اصطناعي إضافية.');
    expect(arabic('insights.projection.final', { count: 5 })).toBe('بعد 5 سنوات');
    expect(arabic('insights.projection.final', { count: 20 })).toBe('بعد 20 سنة');
    // Two decimal places (every supported currency that has decimals) take the dual, three the plural of a few.
    expect(translateMessage(arabic, amountProblem('1.234', 'USD'))).toBe('المبالغ بعملة USD لها منزلتان عشريتان على الأكثر');
    expect(translateMessage(arabic, says('validation.tooManyDecimals', { currency: 'EUR', count: 3 }))).toBe('المبالغ بعملة EUR لها 3 منازل عشرية على الأكثر');
  });
});
