import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The danger zone: deleting the account, open to every plan. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4">
      <div>
        <h3 className="text-sm font-semibold text-destructive">{t('account.delete.title')}</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{t('account.delete.description')}</p>
      </div>
      <ul className="list-disc space-y-1 ps-5 text-sm text-muted-foreground">
        <li>{t('account.delete.facts.data')}</li>
        <li>{t('account.delete.facts.groups')}</li>
        <li>{t('account.delete.facts.expenses')}</li>
        <li>{t('account.delete.facts.subscription')}</li>
      </ul>
      <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
        {t('account.delete.open')}
      </Button>
      <DeleteAccountDialog email={user?.email ?? ''} open={open} onOpenChange={setOpen} />
    </div>
  );
}
