import type { ColumnMapping, ImportField, ImportSettings } from './map-rows';
import { guessDateOrder, guessDecimalMark, parseAmount, parseDate, type DateOrder } from './parse-values';

/** Header names (lower-cased, punctuation ignored) that usually hold each field. */
const headerNames: Record<ImportField, readonly string[]> = {
  date: [
    'date',
    'day',
    'transaction date',
    'posted',
    'posting date',
    'booking date',
    'value date',
    'posted date',
    'fecha',
    'data',
    'datum',
    'tanggal',
    'ngày',
    'tarih',
    'التاريخ',
    'تاريخ',
  ],
  amount: ['amount', 'value', 'sum', 'total', 'amount usd', 'transaction amount', 'monto', 'importe', 'valor', 'betrag', 'jumlah', 'số tiền', 'tutar', 'المبلغ', 'مبلغ'],
  type: ['type', 'kind', 'transaction type', 'direction', 'debit credit', 'dr cr', 'tipo', 'jenis', 'loại', 'tür', 'النوع'],
  category: ['category', 'categories', 'cat', 'group', 'categoría', 'categoria', 'kategori', 'danh mục', 'الفئة', 'فئة'],
  description: [
    'description',
    'memo',
    'payee',
    'details',
    'narrative',
    'note',
    'notes',
    'name',
    'merchant',
    'reference',
    'descripción',
    'descrição',
    'keterangan',
    'mô tả',
    'açıklama',
    'الوصف',
    'وصف',
  ],
};

function normaliseHeader(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[_\-./()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function fieldForHeader(header: string): ImportField | null {
  const name = normaliseHeader(header);
  for (const [field, names] of Object.entries(headerNames) as [ImportField, readonly string[]][]) {
    if (names.includes(name)) return field;
  }
  for (const [field, names] of Object.entries(headerNames) as [ImportField, readonly string[]][]) {
    if (names.some((candidate) => candidate.length > 3 && name.includes(candidate))) return field;
  }
  return null;
}

function looksLikeValue(cell: string): boolean {
  return parseDate(cell, 'dmy') !== null || parseDate(cell, 'mdy') !== null || parseAmount(cell, 'dot') !== null;
}

function column(rows: readonly (readonly string[])[], index: number): string[] {
  return rows.map((row) => row[index] ?? '').filter((value) => value.trim() !== '');
}

/** Best first reading of a file: header or not, which column holds what, how dates and decimals are written. */
export function guessSettings(rows: readonly (readonly string[])[], fallbackOrder: DateOrder): ImportSettings {
  const first = rows[0] ?? [];
  const fromHeader = first.map(fieldForHeader);
  const hasHeader = fromHeader.some(Boolean) || (first.length > 0 && !first.some(looksLikeValue) && rows.length > 1);
  const data = (hasHeader ? rows.slice(1) : rows).slice(0, 50);
  const width = Math.max(0, ...rows.slice(0, 50).map((row) => row.length));
  const columns: ColumnMapping = { date: null, amount: null, type: null, category: null, description: null };

  if (hasHeader) {
    fromHeader.forEach((field, index) => {
      if (field && columns[field] === null) columns[field] = index;
    });
  }
  const taken = () => new Set(Object.values(columns).filter((index): index is number => index !== null));
  const share = (index: number, test: (value: string) => boolean) => {
    const values = column(data, index);
    return values.length === 0 ? 0 : values.filter(test).length / values.length;
  };
  for (let index = 0; index < width; index += 1) {
    if (taken().has(index)) continue;
    if (columns.date === null && share(index, (value) => parseDate(value, 'dmy') !== null || parseDate(value, 'mdy') !== null) > 0.8) columns.date = index;
    else if (columns.amount === null && share(index, (value) => parseAmount(value, 'dot') !== null || parseAmount(value, 'comma') !== null) > 0.8) columns.amount = index;
  }
  if (columns.description === null) {
    let longest = 0;
    for (let index = 0; index < width; index += 1) {
      if (taken().has(index)) continue;
      const values = column(data, index);
      const average = values.reduce((sum, value) => sum + value.length, 0) / Math.max(values.length, 1);
      if (average > longest) {
        longest = average;
        columns.description = index;
      }
    }
  }

  const amounts = columns.amount === null ? [] : column(data, columns.amount);
  const decimalMark = guessDecimalMark(amounts);
  const negative = amounts.some((value) => parseAmount(value, decimalMark)?.negative);
  const typeSource = columns.type !== null ? 'column' : negative ? 'sign' : 'expense';
  const dateOrder = guessDateOrder(columns.date === null ? [] : column(data, columns.date), fallbackOrder);
  return { hasHeader, columns, typeSource, dateOrder, decimalMark };
}

/** Month-first dates are read by default only where people write them so (docs/product/entities.md#languages: Filipino; US English). */
export function defaultDateOrder(language: string): DateOrder {
  return language === 'tl' || language === 'en-US' || language === 'en' ? 'mdy' : 'dmy';
}
