import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core on the page as it stands (or only inside `within`, a CSS selector) and returns the
 * serious and critical violations. Besides axe's default rules it checks WCAG 2.5.3 (label in
 * name), which axe ships switched off. The app's Content-Security-Policy forbids the script tag
 * that brings axe in, so the page's context must be made with `bypassCSP`.
 */
export async function seriousViolations(page: Page, within?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  return page.evaluate(async (selector) => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const results = await runner.run(selector ? { include: [selector] } : document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' >> '),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      }));
  }, within);
}

/** One line per failing element: where it was seen, the rule, the element and why it fails. */
export function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where} · ${violation.rule} (${violation.impact}) · ${node.target} · ${violation.help}: ${node.summary}`),
  );
}
