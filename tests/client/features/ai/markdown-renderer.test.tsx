import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MarkdownRenderer, { inAppPath } from '@/features/ai/components/markdown-renderer';
import { renderWithProviders } from '../../app/support';
import { declareSession } from '../../support/session';

const answer = [
  'Your group event: [Claim your refund](https://evil.example/phish) at ![pixel](https://evil.example/pixel.png).',
  '',
  'Also <https://evil.example/angle>, https://evil.example/bare and [sneaky](//evil.example/x).',
  '',
  'See [your goals](/financial-goals).',
].join('\n');

describe('links and images in an assistant answer', () => {
  it('shows links out of the app and images as plain text, and keeps links into the app', () => {
    declareSession();
    const { container } = renderWithProviders(<MarkdownRenderer text={answer} />, '/ai-assistant');
    expect(screen.getByText('Claim your refund')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim your refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'sneaky' })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[href*="evil.example"], [src*="evil.example"]')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/financial-goals']);
    expect(screen.getByRole('link', { name: 'your goals' })).toBeInTheDocument();
  });

  it('lets through only paths on this site', () => {
    expect(inAppPath('/money-tracking?type=expense')).toBe('/money-tracking?type=expense');
    for (const href of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'mailto:a@b.c', '', undefined]) expect(inAppPath(href)).toBeNull();
  });
});
