import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@domain/auth';
import { customCategoryMessages, withCount } from '@domain/custom-categories';
import { dateMessages } from '@domain/dates';
import { amountProblem } from '@domain/money';
import { errorMessages } from '@domain/errors';
import { forbiddenCharactersMessage } from '../../../src/server/http/text-guard';
import { messageKey, translateMessage } from '@/lib/translate-message';
import { serverErrorMessage, statusMessages } from '@/lib/api-request';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';

/** A second language in which every catalogued text is visibly different from English. */
let pseudo: TFunction;

function shout(catalogue: Record<string, string>): Record<string, string> {
  const loud = (text: string) => text.split(/({{\w+}})/).map((part) => (part.startsWith('{{') ? part : part.toUpperCase())).join('');
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
  const catalogued = [...Object.entries(en.messages), ...Object.entries(en.validation)].filter(([, text]) => !text.includes('{{'));

  it.each(catalogued)('round-trips %s', (_key, english) => {
    expect(translateMessage(pseudo, english)).toBe(`«${english.toUpperCase()}»`);
  });

  it('knows every message the server and the shared schemas produce', () => {
    const produced = [
      ...Object.values(authMessages),
      ...Object.values(errorMessages),
      ...Object.values(statusMessages),
      ...Object.values(dateMessages),
      serverErrorMessage,
      forbiddenCharactersMessage,
    ];
    const unknown = produced.filter((text) => messageKey(text) === null);
    expect(unknown).toEqual([]);
  });

  it('fills in values of interpolated messages', () => {
    expect(messageKey("You've used all 5 AI chats for this month")).toEqual({ key: 'messages.aiUsedAll', values: { count: '5' } });
    // The plural form follows the count, in the reader's language too.
    expect(translateMessage(pseudo, 'Only 1 AI chat remaining')).toBe('«ONLY 1 AI CHAT REMAINING»');
    expect(translateMessage(pseudo, 'Only 2 AI chats remaining')).toBe('«ONLY 2 AI CHATS REMAINING»');
    expect(translateMessage(pseudo, 'Failed to fetch crypto prices: 503')).toBe('«FAILED TO FETCH CRYPTO PRICES: 503»');
  });

  it('passes unknown texts through unchanged', () => {
    expect(translateMessage(pseudo, 'Something nobody catalogued')).toBe('Something nobody catalogued');
    expect(translateMessage(pseudo, undefined)).toBe('');
  });

  it('covers the documented texts for goals, transactions and events', () => {
    for (const text of [
      'Goal title is required',
      'Target date must be in the future.',
      'Current amount cannot exceed target amount.',
      'Transaction date cannot be in the future.',
      'End time must be after start time.',
      'Title too long',
      'You must be logged in to create an event.',
      'This invite link has expired. Please request a new invite from the group owner.',
    ]) {
      expect(messageKey(text), text).not.toBeNull();
    }
  });
});

describe('counted server messages in a real language', () => {
  async function translatorFor(language: 'en' | 'ar'): Promise<TFunction> {
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources: { [language]: { translation: language === 'en' ? en : ar } }, interpolation: { escapeValue: false } });
    return instance.t;
  }

  it('says "1 transaction" in English, as the server now does', async () => {
    const english = await translatorFor('en');
    const server = withCount(customCategoryMessages, 'inUse', 1);
    expect(server).toBe('This category is used by 1 transaction. Choose a category to move it to, then delete it.');
    expect(translateMessage(english, server)).toBe(server);
    expect(english('messages.categoryInUse', { count: 1 })).toBe(server);
    expect(english('messages.categoryTypeInUse', { count: 1 })).toBe('This category is used by 1 transaction, so its type cannot change.');
  });

  it('gives Arabic its own plural forms: 10 transactions take the plural, 1 and 2 are spelled out', async () => {
    const arabic = await translatorFor('ar');
    expect(translateMessage(arabic, withCount(customCategoryMessages, 'inUse', 10))).toBe('تستخدم 10 معاملات هذه الفئة. اختر فئة لنقلها إليها، ثم احذفها.');
    expect(translateMessage(arabic, withCount(customCategoryMessages, 'inUse', 11))).toBe('تستخدم 11 معاملة هذه الفئة. اختر فئة لنقلها إليها، ثم احذفها.');
    expect(translateMessage(arabic, withCount(customCategoryMessages, 'typeInUse', 1))).toBe('تستخدم معاملة واحدة هذه الفئة، لذا لا يمكن تغيير نوعها.');
    expect(translateMessage(arabic, withCount(customCategoryMessages, 'typeInUse', 2))).toBe('تستخدم معاملتان هذه الفئة، لذا لا يمكن تغيير نوعها.');
    expect(arabic('referrals.signUp.hint', { count: 10 })).toBe('رمز صديقك يمنحكما معًا 10 محادثات ذكاء اصطناعي إضافية.');
    expect(arabic('insights.projection.final', { count: 5 })).toBe('بعد 5 سنوات');
    expect(arabic('insights.projection.final', { count: 20 })).toBe('بعد 20 سنة');
    // Two decimal places (every supported currency that has decimals) take the dual, three the plural of a few.
    expect(translateMessage(arabic, amountProblem('1.234', 'USD'))).toBe('المبالغ بعملة USD لها منزلتان عشريتان على الأكثر');
    expect(translateMessage(arabic, 'EUR amounts have at most 3 decimal places')).toBe('المبالغ بعملة EUR لها 3 منازل عشرية على الأكثر');
  });
});
