import { customType } from 'drizzle-orm/pg-core';

/**
 * Running sums of minor units (rollup totals, a goal's saved amount). Single amounts fit int8
 * many times over, but sums of enough of them do not: numeric(40, 0) holds any sum the app can
 * reach, and the application still sees a bigint.
 */
export const wideMinor = customType<{ data: bigint; driverData: string }>({
  dataType: () => 'numeric(40, 0)',
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});
