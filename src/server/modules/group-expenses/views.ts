import type { GroupExpense, GroupPerson, GroupSettlement } from '../../../domain/group-expenses/group-expenses';
import type { SplitMode } from '../../../domain/groups/groups';
import { formatMinor } from '../../../domain/shared/money';
import { canEditExpense, isManager, type GroupAccess, type PersonName } from './group-access';

export interface ExpenseRow {
  id: string;
  paidBy: string;
  description: string;
  amountMinor: bigint;
  occurredOn: string;
  splitMode: SplitMode;
  category: string;
  createdBy: string | null;
  createdAt: Date;
}

export interface ShareRow {
  userId: string;
  value: string | null;
  shareMinor: bigint;
}

export interface SettlementRow {
  id: string;
  fromUser: string;
  toUser: string;
  amountMinor: bigint;
  occurredOn: string;
  createdBy: string | null;
  createdAt: Date;
  fromTransactionId: string | null;
  toTransactionId: string | null;
}

function person(userId: string, names: ReadonlyMap<string, PersonName>): GroupPerson {
  const name = names.get(userId);
  return { userId, firstName: name?.firstName ?? '', lastName: name?.lastName ?? '' };
}

/** People in a list read best by name; the id keeps namesakes in a fixed order. */
export function byName(a: GroupPerson, b: GroupPerson): number {
  return a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
}

export function toGroupExpense(row: ExpenseRow, shares: readonly ShareRow[], names: ReadonlyMap<string, PersonName>, access: GroupAccess): GroupExpense {
  const money = (minor: bigint) => formatMinor(minor, access.currency);
  return {
    id: row.id,
    description: row.description,
    amount: money(row.amountMinor),
    currency: access.currency,
    paidBy: person(row.paidBy, names),
    date: row.occurredOn,
    category: row.category,
    split: {
      mode: row.splitMode,
      members: shares.map((share) => ({ ...person(share.userId, names), value: share.value, share: money(share.shareMinor) })).sort(byName),
    },
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    canEdit: canEditExpense(access, row),
  };
}

export function toGroupSettlement(row: SettlementRow, names: ReadonlyMap<string, PersonName>, access: GroupAccess): GroupSettlement {
  return {
    id: row.id,
    from: person(row.fromUser, names),
    to: person(row.toUser, names),
    amount: formatMinor(row.amountMinor, access.currency),
    currency: access.currency,
    date: row.occurredOn,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    recordedInMoneyTracking: row.fromTransactionId !== null || row.toTransactionId !== null,
    canDelete: row.createdBy === access.userId || isManager(access),
  };
}
