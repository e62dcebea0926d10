import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '@domain/shared/amount-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';
import { serverFieldMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useFailToast } from '@/lib/use-fail-toast';
import { useRecordPayment } from './api';
import { MoneyInput } from './money-input';
import { useGroupMoney, useNames } from './people';
import type { PaymentDraft } from './settle-suggestions';

interface RecordPaymentDialogProps {
  groupId: string;
  currency: string;
  draft: PaymentDraft | null;
  onClose: () => void;
}

/** Confirms a payment between two members, the suggested amount filled in and changeable. */
export function RecordPaymentDialog({ groupId, currency, draft, onClose }: RecordPaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')} data-testid="record-payment-dialog">
        {draft ? <PaymentForm key={`${draft.from.userId}-${draft.to.userId}-${draft.amount}`} groupId={groupId} currency={currency} draft={draft} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** What the server said about the amount, else its message, or the network text when no answer came. */
function paymentFailureText(failure: unknown): string {
  return failure instanceof ApiError ? (serverFieldMessage(failure, 'amount') ?? failureMessage(failure)) : failureMessage(failure);
}

function PaymentForm({ groupId, currency, draft, onClose }: { groupId: string; currency: string; draft: PaymentDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const { name } = useNames();
  const money = useGroupMoney(currency);
  const [amount, setAmount] = useState(draft.amount);
  const [alsoTrack, setAlsoTrack] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const record = useRecordPayment(groupId);
  const failed = useFailToast({ explain: paymentFailureText });
  const names = { from: name(draft.from), to: name(draft.to) };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmountInput(amount, currency);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    try {
      await record.submit({ from: draft.from.userId, to: draft.to.userId, amount: parsed.decimal, recordInMoneyTracking: alsoTrack });
      toast.success(t('groupExpenses.payment.recorded'), { description: t('groupExpenses.payment.recordedDescription', { ...names, amount: money(parsed.decimal) }) });
      onClose();
    } catch (failure) {
      setError(paymentFailureText(failure));
      failed(failure);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="grid grid-cols-1 gap-4">
      <DialogHeader>
        <DialogTitle>{t('groupExpenses.payment.title')}</DialogTitle>
        <DialogDescription>{t('groupExpenses.payment.description', names)}</DialogDescription>
      </DialogHeader>
      <FormField id="payment-amount" label={t('groupExpenses.payment.amount')} error={error ? translateMessage(t, error) : undefined}>
        <MoneyInput currency={currency} value={amount} onChange={(event) => setAmount(event.target.value)} data-testid="payment-amount" />
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox
          id="payment-track"
          checked={alsoTrack}
          onCheckedChange={(checked) => setAlsoTrack(checked === true)}
          data-testid="payment-record-in-tracking"
          className="mt-0.5"
        />
        <div className="grid grid-cols-1 gap-1">
          <Label htmlFor="payment-track">{t('groupExpenses.payment.recordInTracking')}</Label>
          <p className="text-xs text-muted-foreground">{t('groupExpenses.payment.recordInTrackingHint')}</p>
        </div>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('groupExpenses.payment.cancel')}
        </Button>
        <Button type="submit" disabled={record.isPending} data-testid="confirm-payment">
          {record.isPending ? <Spinner /> : null}
          {t('groupExpenses.payment.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
