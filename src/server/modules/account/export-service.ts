import type { Readable } from 'node:stream';
import { exportFileName } from '../../../domain/account/account';
import type { Database } from '../../db/client';
import { ownerSettings } from '../../shared/owner-settings';
import { requirePremium } from '../../shared/plan';
import { exportArchive } from './export-archive';
import { budgetSources } from './export-budget-tables';
import { recurringSources } from './export-recurring-tables';
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
  const stream = exportArchive([...exportSources(db, userId, currency), ...planningSources(db, userId), ...budgetSources(db, userId), ...recurringSources(db, userId)], {
    format: 'tandem-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    timezone,
  });
  return { fileName: exportFileName(today), stream };
}
