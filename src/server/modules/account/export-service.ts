import type { Readable } from 'node:stream';
import { exportFileName } from '../../../domain/account/account';
import type { Database } from '../../db/client';
import { ownerSettings } from '../../shared/owner-settings';
import { requirePremium } from '../../shared/plan';
import { exportArchive } from './export-archive';
import { budgetSources } from './export-budget-tables';
import { notificationSources } from './export-notification-tables';
import { recurringSources } from './export-recurring-tables';
import { securitySources } from './export-security-tables';
import { tokenSources } from './export-token-tables';
import { planningSources } from './export-planning-tables';
import { exportSources } from './export-tables';

export interface AccountExport {
  fileName: string;
  stream: Readable;
}

/** The full account archive (Premium): checked before a byte is sent, then streamed. */
export async function exportAccount(db: Database, userId: string): Promise<AccountExport> {
  await requirePremium(db, userId);
  const { currency, today, timezone } = await ownerSettings(db, userId);
  const sources = [
    ...exportSources(db, userId, currency),
    ...planningSources(db, userId),
    ...budgetSources(db, userId),
    ...recurringSources(db, userId),
    ...notificationSources(db, userId),
    ...securitySources(db, userId),
    ...tokenSources(db, userId),
  ];
  const stream = exportArchive(sources, {
    format: 'tandem-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    timezone,
  });
  return { fileName: exportFileName(today), stream };
}
