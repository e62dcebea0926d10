import { useTranslation } from 'react-i18next';
import { deletedUserName } from '@domain/account/account';
import { useFormat } from '@/lib/use-format';
import { useCurrentUser } from '@/lib/session';

export interface Person {
  userId: string;
  firstName: string;
  lastName: string;
}

const isDeletedAccount = (person: Person) => person.firstName === deletedUserName.firstName && person.lastName === deletedUserName.lastName;

/** "You" for the signed-in user, "Deleted user" in the reader's language, the full name for anyone else. */
export function useNames() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const me = user?.id ?? null;
  const name = (person: Person) => {
    if (person.userId === me) return t('groupExpenses.you');
    if (isDeletedAccount(person)) return t('groupExpenses.deletedUser');
    return `${person.firstName} ${person.lastName}`.trim();
  };
  return { me, name };
}

/** Money in the group's currency and the reader's language; `absolute` drops the sign ("owes $8.00"). */
export function useGroupMoney(currency: string) {
  const format = useFormat();
  return (amount: string | bigint, { absolute = false } = {}) => {
    const text = typeof amount === 'string' && absolute ? amount.replace(/^-/, '') : amount;
    const value = typeof text === 'bigint' && absolute && text < 0n ? -text : text;
    return format.money(value, currency);
  };
}

/** -1, 0 or 1 for a decimal-string amount. */
export function signOf(amount: string): -1 | 0 | 1 {
  if (/^-/.test(amount)) return /[1-9]/.test(amount) ? -1 : 0;
  return /[1-9]/.test(amount) ? 1 : 0;
}
