import { describe, expect, it } from 'vitest';
import { customCategoryMessages } from '@domain/categories/custom-categories';
import { says } from '@domain/shared/errors';
import { englishText, inEnglish, readText } from '@domain/shared/message-text';

describe('the in-use messages of a custom category', () => {
  it('name one transaction in the singular and any other count in the plural', () => {
    expect(englishText({ key: customCategoryMessages.inUse, params: { count: 1 } })).toBe(
      'This category is used by 1 transaction. Choose a category to move it to, then delete it.',
    );
    expect(englishText({ key: customCategoryMessages.inUse, params: { count: 2 } })).toBe(
      'This category is used by 2 transactions. Choose a category to move them to, then delete it.',
    );
    expect(inEnglish(says(customCategoryMessages.typeInUse, { count: 1 }))).toBe('This category is used by 1 transaction, so its type cannot change.');
    expect(inEnglish(says(customCategoryMessages.typeInUse, { count: 10 }))).toBe('This category is used by 10 transactions, so its type cannot change.');
  });

  it('carry their count as a parameter, not inside an English sentence', () => {
    expect(readText(says(customCategoryMessages.inUse, { count: 3 }))).toEqual({ key: 'messages.categoryInUse', params: { count: 3 } });
  });
});
