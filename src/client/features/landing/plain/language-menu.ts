import { languageCookieName, storeLanguageChoice } from '@/lib/language-choice';

/** Where a language's page is: this address without `?lang=`, the stored choice now naming it. */
function addressWithoutLanguage(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  url.hash = '';
  return `${url.pathname}${url.search}`;
}

/**
 * The language menu of the prerendered page: a button and a list of links, one per language's
 * page. Picking one stores the choice as the app's menu does (which also tells the server, by
 * cookie) and opens that language's page.
 */
export function wireLanguageMenu(page: ParentNode): void {
  const wrapper = page.querySelector<HTMLElement>('[data-language-menu]');
  const button = wrapper?.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]');
  const menu = wrapper?.querySelector<HTMLElement>('[role="menu"]');
  if (!wrapper || !button || !menu) return;
  const items = [...menu.querySelectorAll<HTMLAnchorElement>('[role="menuitemradio"]')];

  const isOpen = () => !menu.hidden;
  const focusItem = (index: number) => items[(index + items.length) % items.length]?.focus();
  const open = () => {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    focusItem(
      Math.max(
        0,
        items.findIndex((item) => item.getAttribute('aria-checked') === 'true'),
      ),
    );
  };
  const close = (returnFocus: boolean) => {
    if (!isOpen()) return;
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  };

  button.addEventListener('click', () => (isOpen() ? close(false) : open()));
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
  });
  menu.addEventListener('keydown', (event) => {
    const current = items.findIndex((item) => item === document.activeElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close(event.key === 'Escape');
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusItem(event.key === 'Home' ? 0 : -1);
    } else if (event.key === ' ') {
      event.preventDefault();
      items[current]?.click();
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (event.target instanceof Node && !wrapper.contains(event.target)) close(false);
  });
  for (const item of items) {
    item.addEventListener('click', (event) => {
      const language = item.dataset.language;
      if (!language) return;
      event.preventDefault();
      close(false);
      storeLanguageChoice(language);
      // With the cookie the server sends that language at the plain address; without cookies the link's `?lang=` does.
      window.location.assign(document.cookie.includes(`${languageCookieName}=${language}`) ? addressWithoutLanguage() : item.href);
    });
  }
}
