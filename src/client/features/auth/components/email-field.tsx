import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/lib/translate-message';

/** The e-mail address field of the sign-in, sign-up and forgotten-password forms. */
export function EmailField({
  registration,
  error,
  autoComplete = 'email',
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  autoComplete?: 'email' | 'username';
}) {
  const { t } = useTranslation();
  return (
    <FormField id="email" label={t('auth.fields.email')} error={translateMessage(t, error)}>
      <Input
        {...registration}
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth.fields.emailPlaceholder')}
      />
    </FormField>
  );
}
