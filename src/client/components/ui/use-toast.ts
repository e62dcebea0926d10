import { useSyncExternalStore, type ReactNode } from 'react';

/** docs/product/limits.md#toasts: one toast on screen at a time; a dismissed toast is kept this long before removal. */
export const toastLimit = 1;
export const toastRemoveDelay = 1_000_000;
export const toastDuration = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactNode;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, toastRemoveDelay),
  );
}

/** Closes one toast, or every toast when no id is given; it stays mounted so its exit can animate. */
export function dismissToast(id?: string): void {
  publish(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

/** Shows a toast from anywhere (components, mutation callbacks); returns controls for that toast. */
export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (changes: ToastInput) => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, toastLimit));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) => publish(toasts.map((item) => (item.id === id ? { ...item, ...changes } : item))),
  };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ToastItem[] {
  return toasts;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
