import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

/** A second answer beside the confirmation, e.g. "the whole series" beside "only this one". */
export interface ConfirmAlternative {
  label: ReactNode;
  testId: string;
  onChoose: () => void;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  pending: boolean;
  destructive?: boolean;
  alternative?: ConfirmAlternative;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
  confirmTestId: string;
}

/**
 * Asks before an action that cannot be undone. It stays open until the server answers, so a
 * failure shows where it happened, and cannot be dismissed while the answer is pending. Focus
 * starts on Cancel, Escape cancels, and focus goes back to whatever opened it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending,
  destructive = true,
  alternative,
  onConfirm,
  onCancel,
  testId,
  confirmTestId,
}: ConfirmDialogProps) {
  const variant = destructive ? 'destructive' : 'default';
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter className="sm:flex-wrap">
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {alternative ? (
            <AlertDialogAction
              variant={variant}
              disabled={pending}
              data-testid={alternative.testId}
              onClick={(event) => {
                event.preventDefault();
                alternative.onChoose();
              }}
            >
              {alternative.label}
            </AlertDialogAction>
          ) : null}
          <AlertDialogAction
            variant={variant}
            disabled={pending}
            data-testid={confirmTestId}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending ? <Spinner /> : null}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
