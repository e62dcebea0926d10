/**
 * The monthly/yearly switch of the prerendered pricing: both periods' prices are in the markup as
 * templates (PricingPlans with `bothPeriods`), so switching copies one set in and marks its radio.
 */
export function wireBillingToggle(page: ParentNode): void {
  const group = page.querySelector<HTMLElement>('[data-billing-toggle]');
  if (!group) return;
  const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];

  const select = (chosen: HTMLElement) => {
    for (const radio of radios) {
      const on = radio === chosen;
      radio.setAttribute('aria-checked', String(on));
      radio.dataset.state = on ? 'on' : 'off';
      // One stop in the tab order, on the chosen period; the arrow keys move between them.
      radio.tabIndex = on ? 0 : -1;
    }
    for (const shown of page.querySelectorAll<HTMLElement>('[data-billing-prices]')) {
      const template = shown.parentElement?.querySelector<HTMLTemplateElement>(`template[data-billing-period="${chosen.dataset.billingValue}"]`);
      if (template) shown.replaceChildren(template.content.cloneNode(true));
    }
  };

  for (const radio of radios) radio.addEventListener('click', () => select(radio));
  group.addEventListener('keydown', (event) => {
    const current = radios.findIndex((radio) => radio === document.activeElement);
    const rtl = getComputedStyle(group).direction === 'rtl';
    const step =
      event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight') ? 1 : event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft') ? -1 : 0;
    const next = radios[(current + step + radios.length) % radios.length];
    if (step === 0 || current === -1 || !next) return;
    event.preventDefault();
    next.focus();
    select(next);
  });
  // Only the tab stop: the prices shown are already the checked period's.
  for (const radio of radios) radio.tabIndex = radio.getAttribute('aria-checked') === 'true' ? 0 : -1;
}
