/** Copies with the Clipboard API where the page may use it, else through a selected field. */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<boolean> {
  try {
    // The Clipboard API exists only on secure pages (HTTPS or localhost), whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, insecure page): fall back to the selected field below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export function canUseShareSheet(): boolean {
  return typeof navigator.share === 'function';
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The system share sheet where there is one, else (or if it fails) a copy of the link. */
export async function shareOrCopy(data: { title: string; text: string; url: string }, field?: HTMLInputElement | null): Promise<ShareOutcome> {
  if (canUseShareSheet()) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(data.url, field)) ? 'copied' : 'failed';
}
