import { applyThemeClass, readStoredTheme, resolveTheme, storeTheme, systemPrefersDark } from '@/lib/theme';

/**
 * The header's light/dark switch on the prerendered page. Its icon follows the `dark` class by
 * CSS; this keeps its label in step and stores a click the way the app's switch does.
 */
export function wireThemeToggle(page: ParentNode): void {
  const button = page.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  if (!button) return;
  const isDark = () => resolveTheme(readStoredTheme() ?? 'system', systemPrefersDark()) === 'dark';
  const label = () => {
    const text = (isDark() ? button.dataset.labelLight : button.dataset.labelDark) ?? '';
    button.setAttribute('aria-label', text);
    button.title = text;
  };
  button.addEventListener('click', () => {
    const next = isDark() ? 'light' : 'dark';
    storeTheme(next);
    applyThemeClass(next);
    label();
  });
  label();
}
