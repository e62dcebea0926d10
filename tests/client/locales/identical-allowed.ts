/**
 * Texts that may legitimately read the same as English: brand and product names, currency and
 * ticker codes, and loanwords that a language really uses as-is. Keys or exact texts.
 */
export const identicalAllowed: Record<string, string[]> = {
  everywhere: [
    'Tandem',
    'Tandem Premium',
    'AI',
    'BTC',
    'ETH',
    'BNB',
    'USD',
    'Email',
    'E-mail',
    'OK',
    'PWA',
    'Chrome',
    'Safari',
    'Firefox',
    'Unicode (UTF-8)',
    'Unicode (UTF-16 LE)',
    'Unicode (UTF-16 BE)',
  ],
  es: ['Premium', 'Total', 'Error', 'Normal'],
  pt: ['Premium', 'Total', 'Email', 'Online', 'Offline'],
  id: ['Premium', 'Total', 'Online', 'Offline', 'Email', 'Dashboard', 'Normal', 'Error', 'Status', 'Transfer'],
  ms: ['Premium', 'Total', 'Online', 'Offline', 'Email', 'Dashboard', 'Normal', 'Status'],
  tl: ['Credit card', 'Premium', 'Total', 'Online', 'Offline', 'Email', 'Dashboard', 'Normal', 'Crypto', 'Budget', 'Password', 'Transfer'],
  tr: ['Premium', 'Normal', 'Online', 'Transfer'],
  vi: ['Email', 'Premium', 'Online', 'Offline'],
  th: [],
  hi: [],
  ar: [],
};
