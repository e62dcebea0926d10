import type { Database } from '../db/client';
import { auditEvents } from '../db/schema/index';

export type AuditAction = (typeof auditEvents.$inferInsert)['action'];

export interface AuditEvent {
  userId: string;
  tokenId?: string | null;
  action: AuditAction;
  method?: string;
  route?: string | null;
  statusCode?: number;
}

type Writer = Pick<Database, 'insert'>;

/** Records what was done with or through a personal API token (decision 032). */
export async function recordAudit(db: Writer, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    userId: event.userId,
    tokenId: event.tokenId ?? null,
    action: event.action,
    method: event.method ?? null,
    route: event.route ?? null,
    statusCode: event.statusCode ?? null,
  });
}
