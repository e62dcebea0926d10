/** A search for text anywhere in a column: `%`, `_` and `\` are literal, where ILIKE would read them as wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
