import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addDays, type IsoDate } from '@domain/shared/dates';
import { createTokenInput, tokenMessages, tokenNameMaxLength, tokenScopes, type CreateTokenInput, type TokenScope } from '@domain/tokens/api-tokens';
import { applyServerErrors } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectItem } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { useCreateApiToken } from '../../tokens-api';

const expiryChoices = ['never', '30', '90', '365', 'date'] as const;
type ExpiryChoice = (typeof expiryChoices)[number];

interface TokenFormValues {
  name: string;
  scope: TokenScope;
  expiry: ExpiryChoice;
  expiresAt: IsoDate;
}

/** The last day a token works for the choice made, counted from the user's today. */
function lastDay(values: TokenFormValues, today: IsoDate): IsoDate | null {
  if (values.expiry === 'never') return null;
  if (values.expiry === 'date') return values.expiresAt;
  return addDays(today, Number(values.expiry));
}

export function CreateTokenForm({ onCreated }: { onCreated: (secret: string, name: string) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const { today, date } = useFormat();
  const create = useCreateApiToken();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TokenFormValues>({ defaultValues: { name: '', scope: 'read', expiry: '90', expiresAt: '' } });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const chosenDay = lastDay(values, today);

  const onSubmit = form.handleSubmit(async (submitted) => {
    setFormError(null);
    const day = lastDay(submitted, today);
    if (day !== null && (day === '' || day <= today)) {
      form.setError('expiresAt', { type: 'schema', message: tokenMessages.expiryNotFuture }, { shouldFocus: true });
      return;
    }
    const parsed = createTokenInput.safeParse({ name: submitted.name, scope: submitted.scope, expiresAt: day });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'expiresAt' ? 'expiresAt' : issue.path[0] === 'name' ? 'name' : 'scope';
        form.setError(field, { type: 'schema', message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    try {
      const created = await create.mutateAsync(parsed.data satisfies CreateTokenInput);
      form.reset();
      onCreated(created.secret, created.token.name);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['name', 'scope', 'expiresAt']));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5" aria-labelledby={`${ids}-title`} data-testid="create-token-form">
      <h3 id={`${ids}-title`} className="text-sm font-semibold">
        {t('settings.tokens.createTitle')}
      </h3>
      <FormField id={`${ids}-name`} label={t('settings.tokens.name')} hint={t('settings.tokens.nameHint')} error={translateMessage(t, errors.name?.message)}>
        <Input {...form.register('name')} maxLength={tokenNameMaxLength} autoComplete="off" />
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('settings.tokens.scope')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {tokenScopes.map((scope) => (
            <label
              key={scope}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring',
                values.scope === scope && 'border-primary bg-primary/5',
              )}
            >
              <input type="radio" value={scope} {...form.register('scope')} className="mt-1 accent-primary" />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{t(`settings.tokens.scopes.${scope}`)}</span>
                <span className="text-xs text-muted-foreground">{t(`settings.tokens.scopeHints.${scope}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${ids}-expiry`}
          label={t('settings.tokens.expiry')}
          hint={
            chosenDay && values.expiry !== 'date'
              ? t('settings.tokens.expiryHint', { date: date(chosenDay) })
              : values.expiry === 'never'
                ? t('settings.tokens.neverHint')
                : undefined
          }
        >
          <ChoiceSelect value={values.expiry} onValueChange={(next) => form.setValue('expiry', next as ExpiryChoice)}>
            {expiryChoices.map((choice) => (
              <SelectItem key={choice} value={choice}>
                {t(`settings.tokens.expiryChoices.${choice}`)}
              </SelectItem>
            ))}
          </ChoiceSelect>
        </FormField>
        {values.expiry === 'date' ? (
          <FormField id={`${ids}-date`} label={t('settings.tokens.lastDay')} hint={t('settings.tokens.lastDayHint')} error={translateMessage(t, errors.expiresAt?.message)}>
            <Input type="date" min={addDays(today, 1)} {...form.register('expiresAt')} />
          </FormField>
        ) : null}
      </div>
      {values.expiry !== 'date' && errors.expiresAt ? <FormAlert>{translateMessage(t, errors.expiresAt.message)}</FormAlert> : null}
      <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner /> : null}
          {t('settings.tokens.create')}
        </Button>
      </div>
    </form>
  );
}
