import { describe, expect, it } from 'vitest';
import { plans, type PlanId } from '@domain/billing/plans';
import { renderLandingHtml } from '@/prerender/render-landing';

/** How an English reader sees a whole-dollar or dollars-and-cents US price. */
function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}

async function prerenderedPage(): Promise<Document> {
  return new DOMParser().parseFromString(`<div id="root">${await renderLandingHtml()}</div>`, 'text/html');
}

describe('the landing page prerendered at build time', () => {
  it('carries the hero in English', async () => {
    const page = await prerenderedPage();
    expect(page.querySelector('h1')?.textContent).toBe('Plan your money, alone or together.');
    expect(page.body.textContent).toContain('Get started free');
    expect(page.querySelector('h2#pricing-title')?.textContent).toBe('Simple, honest pricing');
  });

  it('carries each plan with its monthly price as a reader sees it', async () => {
    const page = await prerenderedPage();
    const expected: Record<PlanId, string> = { free: dollars(plans.free.monthlyPriceCents), premium: dollars(plans.premium.monthlyPriceCents) };
    expect(expected).toEqual({ free: '$0', premium: '$2.99' });
    for (const id of ['free', 'premium'] as const) {
      const card = page.querySelector(`[data-testid="plan-${id}"]`);
      expect(card?.querySelector('[data-money]')?.textContent).toBe(expected[id]);
      expect(card?.textContent).toContain('/month');
    }
  });

  it('leaves out what only the visitor’s browser can know: their theme and today’s year', async () => {
    const page = await prerenderedPage();
    expect(page.querySelector('[data-testid="theme-toggle"]')).toBeNull();
    expect(page.body.textContent).not.toContain('All rights reserved');
    // Nothing signed-in slips into the page sent to everyone.
    expect(page.querySelector('[data-testid="user-name"]')).toBeNull();
  });
});
