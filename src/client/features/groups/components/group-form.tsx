import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createGroupInput, defaultGroupColor, groupDescriptionMaxLength, groupNameMaxLength, type GroupDetail } from '@domain/groups/groups';
import { CurrencySelect } from '@/components/currency-select';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useCreateGroup, useUpdateGroup, type GroupChanges } from '../api';
import { useGroupToasts } from '../feedback';
import { ColorSwatches } from './color-swatches';

/** Stands for "the creator's own currency", which the server fills in. */
const usualCurrency = 'usual';

/**
 * The server's own rules for name and description; colour and currency come from pickers that
 * offer only valid choices (a group seeded with another colour keeps it until one is picked).
 */
const groupFormSchema = z.object({
  name: createGroupInput.shape.name,
  description: createGroupInput.shape.description,
  color: z.string(),
  currency: z.string(),
});
type GroupFormInput = z.input<typeof groupFormSchema>;
type GroupFormValues = z.output<typeof groupFormSchema>;

const fields = ['name', 'description', 'color', 'currency'] as const;

interface GroupFormProps {
  /** Seeds the form for editing; without it the form creates a group. */
  group?: GroupDetail;
  onDone: (group: GroupDetail) => void;
  onCancel: () => void;
}

export function GroupForm({ group, onDone, onCancel }: GroupFormProps) {
  const { t } = useTranslation();
  const colorLabelId = useId();
  const create = useCreateGroup();
  const update = useUpdateGroup(group?.id ?? '');
  const toasts = useGroupToasts();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<GroupFormInput, unknown, GroupFormValues>({
    resolver: zodResolver(groupFormSchema),
    defaultValues: group
      ? { name: group.name, description: group.description, color: group.color, currency: group.currency }
      : { name: '', description: '', color: defaultGroupColor, currency: usualCurrency },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const message = (text: string | undefined) => translateMessage(t, text) || undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (group) {
        const changes: GroupChanges = {};
        if (dirtyFields.name) changes.name = values.name;
        if (dirtyFields.description) changes.description = values.description;
        if (dirtyFields.color) changes.color = values.color;
        if (dirtyFields.currency) changes.currency = values.currency;
        const saved = Object.keys(changes).length > 0 ? await update.mutateAsync(changes) : group;
        toasts.done(t('groups.toasts.updated'), saved.name);
        onDone(saved);
      } else {
        const { currency, ...rest } = values;
        const created = await create.submit(currency === usualCurrency ? rest : { ...rest, currency });
        toasts.done(t('groups.toasts.created'), created.name);
        onDone(created);
      }
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields));
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid grid-cols-1 gap-5 px-5 pt-2 pb-5"
      aria-label={t(group ? 'groups.form.editLabel' : 'groups.form.createLabel')}
      data-testid="group-form"
    >
      <FormField id="group-name" label={t('groups.form.name')} error={message(errors.name?.message)}>
        <Input {...form.register('name')} maxLength={groupNameMaxLength} autoComplete="off" placeholder={t('groups.form.namePlaceholder')} data-testid="group-form-name" />
      </FormField>

      <FormField
        id="group-description"
        label={
          <>
            {t('groups.form.description')} <span className="font-normal text-muted-foreground">{t('groups.form.optional')}</span>
          </>
        }
        error={message(errors.description?.message)}
      >
        <Textarea
          {...form.register('description')}
          rows={3}
          maxLength={groupDescriptionMaxLength}
          placeholder={t('groups.form.descriptionPlaceholder')}
          data-testid="group-form-description"
        />
      </FormField>

      <div className="grid grid-cols-1 gap-2">
        <span id={colorLabelId} className="text-sm font-medium">
          {t('groups.form.color')}
        </span>
        <Controller control={form.control} name="color" render={({ field }) => <ColorSwatches value={field.value} onChange={field.onChange} labelledBy={colorLabelId} />} />
        {errors.color?.message ? <p className="text-sm font-medium text-destructive">{message(errors.color.message)}</p> : null}
      </div>

      <Controller
        control={form.control}
        name="currency"
        render={({ field }) => (
          <FormField id="group-currency" label={t('groups.form.currency')} hint={t('groups.form.currencyHint')} error={message(errors.currency?.message)}>
            <CurrencySelect
              value={field.value}
              onValueChange={field.onChange}
              withNames
              firstOption={group ? undefined : { value: usualCurrency, label: t('groups.form.currencyUsual') }}
              data-testid="group-form-currency"
            />
          </FormField>
        )}
      />

      <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t('groups.form.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting} data-testid="group-form-submit">
          {isSubmitting ? <Spinner /> : null}
          {t(group ? 'groups.form.save' : 'groups.form.create')}
        </Button>
      </div>
    </form>
  );
}
