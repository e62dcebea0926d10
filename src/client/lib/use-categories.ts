import { useQuery } from '@tanstack/react-query';
import { isCustomCategoryKey } from '@domain/categories/categories';
import type { CategoryList, CustomCategory } from '@domain/categories/custom-categories';
import type { GetAnswer } from './api/client';

export const categoryKeys = { list: ['/api/categories'] as const };

/** Built-in and custom categories by type; `enabled: false` only reads what is already cached. */
export function useCategoryList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<GetAnswer<'/api/categories'>>({ queryKey: categoryKeys.list, enabled });
}

/** The user's own categories, every type together. */
export function customCategoriesIn(list: CategoryList | undefined): CustomCategory[] {
  if (!list) return [];
  return [...list.income, ...list.expense].filter((category): category is CustomCategory => !category.builtIn);
}

/** One custom category by its `custom:<id>` key; fetches the list only when the key is custom. */
export function useCustomCategory(key: string): CustomCategory | undefined {
  const { data } = useCategoryList({ enabled: isCustomCategoryKey(key) });
  return customCategoriesIn(data).find((category) => category.key === key);
}

/** Names of the custom categories among `keys`; fetches the list only when one of them is custom. */
export function useCustomCategoryNames(keys: readonly string[]): Map<string, string> {
  const { data } = useCategoryList({ enabled: keys.some(isCustomCategoryKey) });
  return new Map(customCategoriesIn(data).map((category) => [category.key, category.name]));
}
