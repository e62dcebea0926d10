import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product/limits.md#timing: the install prompt appears 3 seconds after the browser offers installation. */
export const installPromptDelayMs = 3000;
export const installDismissedKey = 'tandem-install-prompt-dismissed';

/** Chromium's install offer; not yet part of the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isInstallOffer(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

function isStandalone(): boolean {
  const displayStandalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  // iOS Safari reports home-screen launches through this non-standard flag instead.
  return displayStandalone || Reflect.get(navigator, 'standalone') === true;
}

function wasDismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(installDismissedKey) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    sessionStorage.setItem(installDismissedKey, 'true');
  } catch {
    // Storage can be blocked; the prompt then simply stays hidden until the next page load.
  }
}

export interface InstallPromptState {
  visible: boolean;
  install: () => Promise<void>;
  dismiss: () => void;
}

export function useInstallPrompt(): InstallPromptState {
  const offer = useRef<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    let installed = isStandalone();

    const onOffer = (event: Event) => {
      if (!isInstallOffer(event)) return;
      // Keeps the browser's own mini-infobar away; the offer is replayed from our card instead.
      event.preventDefault();
      offer.current = event;
      if (installed || wasDismissedThisSession()) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!installed && !wasDismissedThisSession()) setVisible(true);
      }, installPromptDelayMs);
    };
    const onInstalled = () => {
      installed = true;
      offer.current = null;
      window.clearTimeout(timer);
      setVisible(false);
    };

    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    const event = offer.current;
    // An offer can be shown only once, so it is dropped whatever the user decides.
    offer.current = null;
    if (!event) {
      setVisible(false);
      return;
    }
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'dismissed') rememberDismissal();
    } catch {
      // The browser withdrew the offer; there is nothing left to install from here.
    } finally {
      setVisible(false);
    }
  }, []);

  const dismiss = useCallback(() => {
    rememberDismissal();
    setVisible(false);
  }, []);

  return { visible, install, dismiss };
}
