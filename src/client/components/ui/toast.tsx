import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { toastDuration } from './use-toast';

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={toastDuration} swipeDirection="right" swipeThreshold={50} {...props} />;
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={['F8']}
      className={cn(
        'fixed top-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-4 outline-none md:end-0 md:top-auto md:bottom-0 md:max-w-[420px] md:flex-col',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pe-10 shadow-lg transition-all ' +
    'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out ' +
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=move]:transition-none ' +
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:animate-toast-out',
  {
    variants: {
      variant: {
        default: 'border-border bg-popover text-popover-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({ className, variant, ...props }: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root data-slot="toast" data-variant={variant ?? 'default'} className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({ className, label, ...props }: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute end-2 top-2 rounded-md p-1 opacity-60 transition hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  );
}

export const ToastAction = ToastPrimitive.Action;
