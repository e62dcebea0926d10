import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createTradeInput, cryptoMessages, numberToDecimal, type CreateTradeInput, type TradeFields } from '@domain/crypto/crypto';
import { knownCoins, matchCoin, type CoinIdentity } from '@domain/crypto/crypto-coin-match';
import type { Trade } from '@domain/crypto/crypto-wire';
import { calendarDateFrom } from '@domain/shared/dates';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { applyServerErrors } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useFormat } from '@/lib/use-format';
import { useCreateTrade, useMarkets, useUpdateTrade } from '../api';

const fields = ['coinId', 'side', 'quantity', 'pricePerCoin', 'fee', 'date'] as const;

/** The server's schema, plus "not after today" in the account's zone, as the server counts it. */
function tradeFormSchema(today: string, timeZone: string) {
  return createTradeInput.refine((value) => (calendarDateFrom(value.date, timeZone) ?? '') <= today, { message: cryptoMessages.dateInFuture, path: ['date'] });
}

/** The market's coins (largest first), then any known coin the list lacks, each once. */
function coinChoices(market: readonly CoinIdentity[] | undefined): CoinIdentity[] {
  const listed = market ?? [];
  const ids = new Set(listed.map((coin) => coin.id));
  return [...listed, ...knownCoins.filter((coin) => !ids.has(coin.id))];
}

interface TradeFormProps {
  trade?: Trade;
  /** A coin to start with (the one whose chart is open). */
  coinId?: string;
  onDone: () => void;
  onCancel: () => void;
}

export function TradeForm({ trade, coinId, onDone, onCancel }: TradeFormProps) {
  const { t } = useTranslation();
  const { today, timeZone } = useFormat();
  const schema = useMemo(() => tradeFormSchema(today, timeZone), [today, timeZone]);
  const form = useForm<TradeFields, unknown, CreateTradeInput>({
    resolver: zodResolver(schema),
    defaultValues: trade
      ? { coinId: trade.coinId, side: trade.side, quantity: trade.quantity, pricePerCoin: trade.pricePerCoin, fee: trade.fee === '0' ? '' : trade.fee, date: trade.date }
      : { coinId: coinId ?? '', side: 'buy', quantity: '', pricePerCoin: '', fee: '', date: today },
  });
  const { errors, isSubmitting } = form.formState;
  // A new trade is dated the account's today until a date is picked, even when the settings arrive after the form opens.
  useEffect(() => {
    if (!trade && !form.getFieldState('date').isDirty) form.resetField('date', { defaultValue: today });
  }, [trade, today, form]);
  const markets = useMarkets();
  const create = useCreateTrade();
  const update = useUpdateTrade();
  const failed = useFailToast();
  const message = (text: string | undefined) => translateMessage(t, text);
  // The pick list: the market's coins, or offline the coins known without it.
  const choices = useMemo(() => coinChoices(markets.data), [markets.data]);
  const typed = form.watch('coinId');
  const chosen = matchCoin(typed, choices);
  const chosenPrice = markets.data?.find((coin) => coin.id === chosen?.id)?.current_price;

  const useCurrentPrice = () => {
    const price = chosenPrice;
    if (price === null || price === undefined) return;
    form.setValue('pricePerCoin', numberToDecimal(price) ?? '', { shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const coin = matchCoin(values.coinId, choices);
    // With the market list at hand a coin outside it is refused here; without it the server decides.
    if (!coin && markets.data) {
      form.setError('coinId', { message: cryptoMessages.unknownCoin });
      return;
    }
    const payload: TradeFields = { ...values, coinId: coin?.id ?? values.coinId };
    try {
      if (trade) {
        await update.mutateAsync({ id: trade.id, input: payload });
        toast.success(t('crypto.toasts.updated'));
      } else {
        await create.submit(payload);
        toast.success(t('crypto.toasts.added'));
      }
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
      failed(error);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5 px-5 pb-5"
      aria-label={t(trade ? 'crypto.form.editLabel' : 'crypto.form.addLabel')}
      data-testid="trade-form"
    >
      <Controller
        control={form.control}
        name="side"
        render={({ field }) => (
          <ToggleGroup type="single" value={field.value} onValueChange={(value) => value && field.onChange(value)} aria-label={t('crypto.form.side')} className="w-full">
            {(['buy', 'sell'] as const).map((side) => (
              <ToggleGroupItem key={side} value={side} className="flex-1" data-testid={`trade-side-${side}`}>
                {t(`crypto.trades.sides.${side}`)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        )}
      />

      <FormField
        id="trade-coin"
        label={t('crypto.form.coin')}
        hint={chosen ? `${chosen.name} (${chosen.symbol.toUpperCase()})` : t('crypto.form.coinHint')}
        error={message(errors.coinId?.message)}
      >
        <Input list="trade-coin-options" autoComplete="off" spellCheck={false} placeholder="Bitcoin" data-testid="trade-coin" {...form.register('coinId')} />
      </FormField>
      <datalist id="trade-coin-options" data-testid="trade-coin-options">
        {choices.map((coin) => (
          <option key={coin.id} value={coin.id}>
            {`${coin.name} (${coin.symbol.toUpperCase()})`}
          </option>
        ))}
      </datalist>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="trade-quantity" label={t('crypto.form.quantity')} error={message(errors.quantity?.message)}>
          <Input inputMode="decimal" autoComplete="off" placeholder="0.25" dir="ltr" data-testid="trade-quantity" {...form.register('quantity')} />
        </FormField>
        <FormField
          id="trade-price"
          label={t('crypto.form.pricePerCoin')}
          error={message(errors.pricePerCoin?.message)}
          labelAside={
            chosenPrice != null ? (
              <button type="button" className="text-xs font-medium text-primary underline-offset-4 hover:underline" onClick={useCurrentPrice}>
                {t('crypto.form.useCurrentPrice')}
              </button>
            ) : null
          }
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" dir="ltr" data-testid="trade-price" {...form.register('pricePerCoin')} />
        </FormField>
        <FormField id="trade-fee" label={t('crypto.form.fee')} hint={t('crypto.form.feeHint')} error={message(errors.fee?.message)}>
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" dir="ltr" data-testid="trade-fee" {...form.register('fee')} />
        </FormField>
        <FormField id="trade-date" label={t('crypto.form.date')} error={message(errors.date?.message)}>
          <Input type="date" max={today} data-testid="trade-date" {...form.register('date')} />
        </FormField>
      </div>

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onCancel}>
          {t('crypto.form.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting} data-testid="trade-submit" className="sm:min-w-40">
          {isSubmitting ? <Spinner /> : null}
          {t(trade ? 'crypto.form.save' : 'crypto.form.submit')}
        </Button>
      </div>
    </form>
  );
}
