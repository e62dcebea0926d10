import { describe, expect, it } from 'vitest';
import { customCategoryMessages, withCount } from '@domain/custom-categories';

describe('the in-use messages of a custom category', () => {
  it('name one transaction in the singular and any other count in the plural', () => {
    expect(withCount(customCategoryMessages, 'inUse', 1)).toBe('This category is used by 1 transaction. Choose a category to move it to, then delete it.');
    expect(withCount(customCategoryMessages, 'inUse', 2)).toBe('This category is used by 2 transactions. Choose a category to move them to, then delete it.');
    expect(withCount(customCategoryMessages, 'typeInUse', 1)).toBe('This category is used by 1 transaction, so its type cannot change.');
    expect(withCount(customCategoryMessages, 'typeInUse', 10)).toBe('This category is used by 10 transactions, so its type cannot change.');
  });
});
