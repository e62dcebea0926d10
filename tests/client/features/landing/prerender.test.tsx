import { describe, expect, it } from 'vitest';
import { plans, type PlanId } from '@domain/billing/plans';
import { landingLanguages, renderLandingHtml } from '@/prerender/render-landing';

/** How an English reader sees a whole-dollar or dollars-and-cents US price. */
function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}

async function prerenderedPage(language: (typeof landingLanguages)[number] = 'en'): Promise<Document> {
  const { html } = await renderLandingHtml(language);
  return new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
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

  it('writes both billing periods as templates, the monthly prices shown', async () => {
    const page = await prerenderedPage();
    const premium = page.querySelector('[data-testid="plan-premium"]');
    const template = (period: string) => premium?.querySelector<HTMLTemplateElement>(`template[data-billing-period="${period}"]`)?.content.textContent;
    expect(premium?.querySelector('[data-billing-prices]')?.textContent).toContain('$2.99');
    expect(template('monthly')).toContain('$2.99');
    expect(template('yearly')).toContain('$28.70');
  });

  it('carries the theme switch and the year as plain markup, and nothing of a signed-in user', async () => {
    const page = await prerenderedPage();
    const toggle = page.querySelector<HTMLElement>('[data-testid="theme-toggle"]');
    expect(toggle?.dataset).toMatchObject({ labelDark: 'Switch to dark mode', labelLight: 'Switch to light mode' });
    expect(page.body.textContent).toContain(`© ${new Date().getFullYear()} Tandem. All rights reserved.`);
    expect(page.querySelector('[data-testid="user-name"]')).toBeNull();
  });

  it('is written in each of the languages, Arabic right to left', async () => {
    const headings = new Set<string>();
    for (const language of landingLanguages) {
      const { html, dir } = await renderLandingHtml(language);
      const page = new DOMParser().parseFromString(html, 'text/html');
      headings.add(page.querySelector('h1')?.textContent ?? '');
      expect(dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(page.querySelector(`[data-testid="language-option-${language}"]`)?.getAttribute('aria-checked')).toBe('true');
    }
    // No language falls back to another's words.
    expect(headings.size).toBe(landingLanguages.length);
  });
});
