import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

interface ModalFocusOptions {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
  /**
   * Where focus starts when the dialog has no field: its title (read first by a screen reader),
   * or Radix's choice, the first button (an alert dialog starts on its safe answer, Cancel).
   */
  withoutField: 'title' | 'first-button';
}

const fieldSelector = [
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[contenteditable="true"]',
  '[role="combobox"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="radio"]',
  '[role="slider"]',
  '[role="textbox"]',
].join(',');

/**
 * A field Tab could reach. Radix Select and Slider keep a native control for forms beside the
 * real one, hidden from everyone; in a group of choices (the kind of a transaction) the chosen
 * one is where Tab lands, although it has no Tab stop of its own until the group is entered.
 */
function isReachable(element: HTMLElement): boolean {
  if (element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true') return false;
  const chosen = element.getAttribute('role') === 'radio' && element.getAttribute('aria-checked') === 'true';
  if (element.tabIndex < 0 && !chosen) return false;
  return element.closest('[aria-hidden="true"], [hidden], [inert]') === null;
}

function canTakeFocusBack(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled') && element.closest('[hidden], [inert]') === null;
}

function firstField(content: HTMLElement): HTMLElement | null {
  for (const element of content.querySelectorAll<HTMLElement>(fieldSelector)) {
    if (isReachable(element)) return element;
  }
  return null;
}

function titleOf(content: HTMLElement): HTMLElement | null {
  const id = content.getAttribute('aria-labelledby');
  const title = id ? document.getElementById(id) : null;
  if (!title || !content.contains(title)) return null;
  if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
  return title;
}

/**
 * What should get focus back: the element that had it, or, for an item of a menu that closes as
 * the dialog opens, the button that opened the menu (the item itself is gone by then).
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const menuButtonId = menu?.getAttribute('aria-labelledby');
  const menuButton = menuButtonId ? document.getElementById(menuButtonId) : null;
  return menuButton ?? active;
}

/** When what opened a dialog is gone (the row it edited was deleted), the screen's heading is the next best place. */
function screenHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? document.querySelector<HTMLElement>('main');
}

/**
 * Focus handlers for a modal dialog's content. Radix returns focus only to a Radix trigger, and
 * the app opens most dialogs from state, so without this focus fell to the page's start on close;
 * vaul (the drawer) never moves focus in at all, so Tab walked the screen behind its overlay.
 * Opening moves focus to the first field; closing gives it back to the opener.
 */
export function useModalFocus({ onOpenAutoFocus, onCloseAutoFocus, withoutField }: ModalFocusOptions) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = openerOf(document.activeElement);
      onOpenAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const content = event.currentTarget;
      if (!(content instanceof HTMLElement)) return;
      const target = firstField(content) ?? (withoutField === 'title' ? (titleOf(content) ?? content) : null);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    onCloseAutoFocus(event: Event) {
      const target = opener.current;
      opener.current = null;
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const back = target && canTakeFocusBack(target) ? target : screenHeading();
      back?.focus();
    },
  };
}
