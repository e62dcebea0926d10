/**
 * The monthly/yearly switch of the prerendered pricing: both periods' prices are in the markup
 * (PricingPlans with `bothPeriods`), so switching only shows one set and marks its radio.
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
    for (const prices of page.querySelectorAll<HTMLElement>('[data-billing-period]')) {
      prices.hidden = prices.dataset.billingPeriod !== chosen.dataset.billingValue;
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
  const checked = radios.find((radio) => radio.getAttribute('aria-checked') === 'true') ?? radios[0];
  if (checked) select(checked);
}
