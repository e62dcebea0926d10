import { useTranslation } from 'react-i18next';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToast } from './use-toast';

/** Renders the toasts raised with `toast()`; mount once near the root. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();
  return (
    <ToastProvider label={t('toasts.region')}>
      {toasts.map(({ id, title, description, action, variant, open, duration }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={t('common.close')} />
        </Toast>
      ))}
      <ToastViewport label={t('toasts.viewport')} />
    </ToastProvider>
  );
}
