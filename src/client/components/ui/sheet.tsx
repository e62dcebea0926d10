import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { useModalFocus } from './modal-focus';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

function SheetOverlay({ className, ...props }: ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn('fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out', className)}
      {...props}
    />
  );
}

/** Logical sides: `start` is the left edge in left-to-right languages and the right edge in right-to-left ones. */
export type SheetSide = 'start' | 'end' | 'bottom';

const sideClasses: Record<SheetSide, string> = {
  start: 'inset-y-0 start-0 h-full w-3/4 max-w-sm border-e data-[state=open]:animate-slide-in-start data-[state=closed]:animate-slide-out-start',
  end: 'inset-y-0 end-0 h-full w-3/4 max-w-sm border-s data-[state=open]:animate-slide-in-end data-[state=closed]:animate-slide-out-end',
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t pb-safe data-[state=open]:animate-fade-in',
};

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & { side?: SheetSide; hideClose?: boolean };

/** Scrolls inside itself (a bottom sheet is at most 85% of the screen) and wraps long words anywhere, so nothing in it is pushed out of reach. */
export function SheetContent({ className, children, side = 'end', hideClose = false, onOpenAutoFocus, onCloseAutoFocus, ...props }: SheetContentProps) {
  const { t } = useTranslation();
  const focus = useModalFocus({ onOpenAutoFocus, onCloseAutoFocus, withoutField: 'title' });
  return (
    <SheetPrimitive.Portal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto overscroll-contain bg-background wrap-anywhere shadow-xl outline-none *:min-w-0',
          sideClasses[side],
          className,
        )}
        {...props}
        {...focus}
      >
        {children}
        {hideClose ? null : (
          <SheetPrimitive.Close className="absolute end-3 top-3 rounded-md p-1.5 text-muted-foreground opacity-80 transition hover:bg-accent hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none">
            <XIcon className="size-4" aria-hidden />
            <span className="sr-only">{t('common.close')}</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 p-4', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn('font-semibold text-foreground outline-none', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description data-slot="sheet-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
