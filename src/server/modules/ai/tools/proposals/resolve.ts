import { categoriesByType, customCategoryKey, type TransactionType } from '../../../../../domain/categories/categories';
import { customCategoryLabels } from '../../../../shared/custom-categories';
import { ToolRefusal, type ToolContext } from '../tool';

interface Named {
  id: string;
  name: string;
}

const normalize = (text: string) => text.trim().toLocaleLowerCase().replace(/\s+/g, ' ');
const words = (text: string) =>
  normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !['the', 'a', 'my', 'our'].includes(word));

/**
 * The one item a reference names: its id, its name, or words all found in its name. A model or
 * the analyst reads the refusal, so it is a plain sentence naming what was looked for.
 */
export function pickOne<Item extends Named>(items: readonly Item[], reference: string, what: string): Item {
  const byId = items.find((item) => item.id === reference.trim());
  if (byId) return byId;
  const wanted = normalize(reference);
  const exact = items.filter((item) => normalize(item.name) === wanted);
  if (exact.length === 1) return exact[0]!;
  const parts = words(reference);
  const matches = exact.length > 1 ? exact : items.filter((item) => parts.length > 0 && parts.every((part) => words(item.name).includes(part)));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new ToolRefusal(`No ${what} called '${reference}'`);
  throw new ToolRefusal(`More than one ${what} matches '${reference}': ${matches.map((item) => `'${item.name}' (${item.id})`).join(', ')}. Say which one.`);
}

/** A category key of the type: a built-in key (or its words: "eating out" is not guessed), or the name of one of the user's own categories. */
export async function resolveCategory(
  context: ToolContext,
  type: Extract<TransactionType, 'expense' | 'income'>,
  reference: string | undefined,
): Promise<{ key: string; name?: string }> {
  if (!reference) return { key: 'other' };
  const builtIn: readonly string[] = categoriesByType[type];
  const key = normalize(reference).replace(/ /g, '_');
  if (builtIn.includes(key)) return { key };
  const labels = await customCategoryLabels(context.db, context.userId);
  const own = [...labels.values()].filter((label) => label.type === type).map((label) => ({ id: customCategoryKey(label.id), name: label.name }));
  try {
    const found = pickOne(own, reference, `${type} category`);
    return { key: found.id, name: found.name };
  } catch (error) {
    throw new ToolRefusal(`${(error as Error).message}. Use one of: ${[...builtIn, ...own.map((label) => label.name)].join(', ')}`);
  }
}
