import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens, auditEvents } from '../../db/schema/index';
import type { ExportRow, ExportSource } from './export-tables';

const auditBatchSize = 5000;

async function* once(rows: Promise<ExportRow[]>): AsyncIterable<ExportRow[]> {
  yield await rows;
}

/** The audit log oldest first, in batches by id: every write a token made leaves a row, so it can be long. */
async function* auditBatches(db: Database, userId: string): AsyncIterable<ExportRow[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: auditEvents.id,
        action: auditEvents.action,
        tokenId: auditEvents.tokenId,
        method: auditEvents.method,
        route: auditEvents.route,
        statusCode: auditEvents.statusCode,
        createdAt: auditEvents.createdAt,
      })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, userId), after ? gt(auditEvents.id, after) : undefined))
      .orderBy(asc(auditEvents.id))
      .limit(auditBatchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < auditBatchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Personal API tokens (revoked ones too, with when) and the audit log. Never a token's hash or
 * prefix: the archive is a file people keep and share, and it must not help anyone find a token.
 */
export function tokenSources(db: Database, userId: string): ExportSource[] {
  return [
    {
      name: 'api_tokens',
      columns: ['id', 'name', 'scope', 'createdAt', 'expiresAt', 'lastUsedAt', 'revokedAt'],
      batches: () =>
        once(
          db
            .select({
              id: apiTokens.id,
              name: apiTokens.name,
              scope: apiTokens.scope,
              createdAt: apiTokens.createdAt,
              expiresAt: apiTokens.expiresAt,
              lastUsedAt: apiTokens.lastUsedAt,
              revokedAt: apiTokens.revokedAt,
            })
            .from(apiTokens)
            .where(eq(apiTokens.userId, userId))
            .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id)),
        ),
    },
    {
      name: 'audit_events',
      columns: ['id', 'action', 'tokenId', 'method', 'route', 'statusCode', 'createdAt'],
      batches: () => auditBatches(db, userId),
    },
  ];
}
