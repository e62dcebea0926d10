import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';

/** The group screens' confirmation: their own test ids and cancel text. */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, 'cancelLabel' | 'testId' | 'confirmTestId'>) {
  const { t } = useTranslation();
  return <SharedConfirmDialog {...props} cancelLabel={t('groups.form.cancel')} testId="group-confirm-dialog" confirmTestId="group-confirm" />;
}
