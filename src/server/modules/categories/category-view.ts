import { customCategoryKey } from '../../../domain/categories/categories';
import type { CustomCategory } from '../../../domain/categories/custom-categories';
import type { customCategories } from '../../db/schema/index';

type CustomCategoryRow = typeof customCategories.$inferSelect;

/** The wire shape of a custom category; `key` is what transactions store in `category`. */
export function toCustomCategory(row: CustomCategoryRow, transactionCount: number): CustomCategory {
  return {
    id: row.id,
    key: customCategoryKey(row.id),
    type: row.type,
    name: row.name,
    icon: row.icon,
    color: row.color,
    builtIn: false,
    transactionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
