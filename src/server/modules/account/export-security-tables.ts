import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knownDevices, twoFactor, twoFactorBackupCodes } from '../../db/schema/index';
import type { ExportSource } from './export-tables';

async function* once<T>(rows: Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}

/**
 * Whether two-factor sign-in is on, since when, how many backup codes are left and until when
 * each trusted browser may skip the code. One row, also when it was never set up. Never the
 * secret or the codes: the archive is a file people keep, mail and sync, and either would let
 * whoever holds it past the second factor.
 */
export function securitySources(db: Database, userId: string): ExportSource[] {
  return [
    {
      name: 'two_factor',
      columns: ['enabled', 'enabledSince', 'unusedBackupCodes', 'trustedDevicesUntil'],
      batches: () =>
        once(
          (async () => {
            const [[setup], [codes], trusted] = await Promise.all([
              db.select({ enabledAt: twoFactor.enabledAt }).from(twoFactor).where(eq(twoFactor.userId, userId)),
              db
                .select({ unused: sql<number>`count(*)::int` })
                .from(twoFactorBackupCodes)
                .where(and(eq(twoFactorBackupCodes.userId, userId), isNull(twoFactorBackupCodes.usedAt))),
              db
                .select({ until: knownDevices.twoFactorTrustedUntil })
                .from(knownDevices)
                .where(and(eq(knownDevices.userId, userId), gt(knownDevices.twoFactorTrustedUntil, sql`now()`)))
                .orderBy(asc(knownDevices.twoFactorTrustedUntil)),
            ]);
            // A pending setup (no code checked yet) is not on, and its codes are not usable.
            const enabledAt = setup?.enabledAt ?? null;
            return [
              {
                enabled: enabledAt !== null,
                enabledSince: enabledAt,
                unusedBackupCodes: enabledAt === null ? 0 : (codes?.unused ?? 0),
                trustedDevicesUntil: enabledAt === null ? [] : trusted.map((row) => row.until),
              },
            ];
          })(),
        ),
    },
  ];
}
