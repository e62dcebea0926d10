import { useEffect, type CSSProperties } from 'react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner, toast, useSonner } from 'sonner';
import { useIsMobile } from '@/lib/use-mobile';
import { useTheme } from '@/lib/theme-provider';

/** Product rules for toasts: one on screen, five seconds each, F8 jumps to them. */
export const toastDuration = 5000;
const toastHotkey = 'F8';
const toastWidth = '420px';

/** Sonner keeps older toasts stacked (hidden) behind the newest; the product shows one, so the rest go. */
function useNewestToastOnly() {
  const { toasts } = useSonner();
  useEffect(() => {
    // useSonner lists the newest first.
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
}

/**
 * Renders the toasts raised with sonner's `toast()`; mount once near the root. They sit at the
 * bottom on the reading end of the screen (top, full width, on phones) and swipe away toward it.
 */
export function Toaster() {
  const { t } = useTranslation();
  const { resolvedTheme } = useTheme();
  const dir = Direction.useDirection();
  const isMobile = useIsMobile();
  useNewestToastOnly();
  const end = dir === 'rtl' ? 'left' : 'right';
  return (
    <Sonner
      theme={resolvedTheme}
      dir={dir}
      position={isMobile ? 'top-center' : `bottom-${end}`}
      swipeDirections={[end]}
      hotkey={[toastHotkey]}
      // The catalogues write the placeholder as {hotkey}, the way Radix's toast viewport took it.
      customAriaLabel={t('toasts.viewport').replace('{hotkey}', toastHotkey)}
      visibleToasts={1}
      duration={toastDuration}
      closeButton
      offset={16}
      mobileOffset={16}
      style={
        {
          '--width': isMobile ? 'calc(100vw - 2rem)' : toastWidth,
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'calc(var(--radius) + 4px)',
          fontFamily: 'inherit',
        } as CSSProperties
      }
      toastOptions={{
        closeButtonAriaLabel: t('common.close'),
        classNames: {
          toast: 'gap-3! p-4! text-sm! shadow-lg!',
          title: 'font-semibold!',
          description: 'text-inherit! opacity-90',
          error: '[--normal-bg:var(--destructive)] [--normal-border:var(--destructive)] [--normal-text:var(--destructive-foreground)]',
          actionButton: 'h-8! rounded-md! px-3!',
        },
      }}
    />
  );
}
