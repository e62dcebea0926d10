import type * as SonnerModule from 'sonner';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Message = Parameters<typeof sonnerToast>[0];
type Kind = 'message' | 'success' | 'error' | 'info';

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const waiting: ((loaded: Sonner) => void)[] = [];
const raisedListeners = new Set<() => void>();

/**
 * Loads the toast library; the app's Toaster mounts with the first toast. Called on the
 * first toast, and on a person's first press or key, so the library is usually there before the
 * answer that a toast reports (a toast only ever follows something someone did).
 */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    for (const call of waiting.splice(0)) call(module);
    return module;
  });
  return loading;
}

/** Whether a toast is waiting for sonner or on screen: the Toaster should be mounted. */
export function hasToasts(): boolean {
  return waiting.length > 0 || (sonner?.toast.getToasts().length ?? 0) > 0;
}

/** Tells `listener` each time a toast is raised; returns the unsubscribe. */
export function onToast(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}

/** Runs `call` with sonner at once when it is loaded, else as soon as it arrives (sonner shows toasts raised before its Toaster mounts). */
function withSonner(call: (loaded: Sonner) => void): void {
  if (sonner) call(sonner);
  else waiting.push(call);
  void loadToasts();
  for (const listener of raisedListeners) listener();
}

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  withSonner(({ toast }) => void (kind === 'message' ? toast(message, options) : toast[kind](message, options)));
}

/**
 * sonner's `toast()` without sonner in every page's download: the calls the app makes, forwarded
 * to sonner as soon as it has loaded.
 */
export const toast = Object.assign((message: Message, options?: ExternalToast) => show('message', message, options), {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  dismiss: (id?: string | number) => {
    if (sonner) sonner.toast.dismiss(id);
    // Before sonner arrives no toast has an id yet: dismissing all drops the ones waiting.
    else if (id === undefined) waiting.length = 0;
  },
});
