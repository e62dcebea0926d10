import { z } from 'zod';
import { singleLine } from '../shared/field-schemas';
import { categoriesByType, customCategoryKey, customCategoryTypes, transactionTypes, type CustomCategoryType } from './categories';

export const customCategoryNameMaxLength = 40;

/** Icon names the client can draw (lucide); a custom category picks one of them. */
export const customCategoryIcons = [
  'tag',
  'wallet',
  'coins',
  'receipt',
  'briefcase',
  'laptop',
  'gift',
  'home',
  'utensils',
  'coffee',
  'shopping-cart',
  'shirt',
  'car',
  'fuel',
  'plane',
  'bus',
  'heart-pulse',
  'dumbbell',
  'baby',
  'paw-print',
  'graduation-cap',
  'book-open',
  'music',
  'gamepad',
  'smartphone',
  'wifi',
  'wrench',
  'sparkles',
  'trending-up',
  'piggy-bank',
] as const;
export type CustomCategoryIcon = (typeof customCategoryIcons)[number];

/** The colours the picker offers; any other #RRGGBB is accepted too. */
export const customCategoryPalette = [
  '#EF4444',
  '#F97316',
  '#F59E0B',
  '#84CC16',
  '#22C55E',
  '#14B8A6',
  '#06B6D4',
  '#3B82F6',
  '#6366F1',
  '#8B5CF6',
  '#D946EF',
  '#EC4899',
  '#64748B',
] as const;

export const customCategoryMessages = {
  nameRequired: 'validation.categoryNameRequired',
  nameTooLong: 'validation.categoryNameTooLong',
  nameTaken: 'validation.categoryNameTaken',
  typeInvalid: 'validation.categoryTypeInvalid',
  iconInvalid: 'validation.categoryIconInvalid',
  colorInvalid: 'validation.categoryColorInvalid',
  inUse: 'messages.categoryInUse',
  typeInUse: 'messages.categoryTypeInUse',
  moveTargetInvalid: 'validation.categoryMoveTargetInvalid',
  unknownCategory: 'validation.categoryUnknown',
} as const;

export const customCategoryCodes = {
  nameTaken: 'category_name_taken',
  inUse: 'category_in_use',
} as const;

const m = customCategoryMessages;

const hexColor = /^#[0-9a-f]{6}$/i;

const name = singleLine(z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(customCategoryNameMaxLength, m.nameTooLong));
const type = z.enum(customCategoryTypes, { error: m.typeInvalid });
const icon = z.enum(customCategoryIcons, { error: m.iconInvalid });
const color = z
  .string({ error: m.colorInvalid })
  .trim()
  .regex(hexColor, m.colorInvalid)
  .transform((value) => value.toUpperCase());

/** Accepts the British `colour` as well, so either spelling of the field works. */
function colourAlias(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('colour' in value)) return value;
  const { colour, ...rest } = value as Record<string, unknown>;
  return 'color' in rest ? value : { ...rest, color: colour };
}

export const createCustomCategoryInput = z.preprocess(
  colourAlias,
  z
    .object({
      name,
      type,
      icon: icon.default('tag'),
      color: color.default(customCategoryPalette[7]),
    })
    .strict(),
);
export type CreateCustomCategoryInput = z.output<typeof createCustomCategoryInput>;
export type CreateCustomCategoryFields = z.input<typeof createCustomCategoryInput>;

export const updateCustomCategoryInput = z.preprocess(
  colourAlias,
  z.object({ name: name.optional(), type: type.optional(), icon: icon.optional(), color: color.optional() }).strict(),
);
export type UpdateCustomCategoryInput = z.output<typeof updateCustomCategoryInput>;

/** `moveTo`: where a used category's transactions go when it is deleted (a category of the same type). */
export const deleteCustomCategoryQuery = z.object({ moveTo: z.string().trim().max(60).optional() });

export const customCategorySchema = z.object({
  id: z.string(),
  /** What transactions store in `category`. */
  key: z.string(),
  type: z.enum(customCategoryTypes),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  builtIn: z.literal(false),
  transactionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomCategory = z.infer<typeof customCategorySchema>;

export const builtInCategorySchema = z.object({
  key: z.string(),
  type: z.enum(transactionTypes),
  /** English name; the client shows its own translation of `key`. */
  name: z.string(),
  builtIn: z.literal(true),
});
export type BuiltInCategory = z.infer<typeof builtInCategorySchema>;

export const categoryListSchema = z.object({
  income: z.array(z.union([builtInCategorySchema, customCategorySchema])),
  expense: z.array(z.union([builtInCategorySchema, customCategorySchema])),
  transfer: z.array(builtInCategorySchema),
});
export type CategoryList = z.infer<typeof categoryListSchema>;

function englishName(key: string): string {
  const text = key.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The built-in categories of a type, as the list answers them. */
export function builtInCategories(type: (typeof transactionTypes)[number]): BuiltInCategory[] {
  return categoriesByType[type].map((key) => ({ key, type, name: englishName(key), builtIn: true as const }));
}

/** Names compare as people read them: trimmed, case-insensitive. */
export function sameCategoryName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export { customCategoryKey, type CustomCategoryType };
