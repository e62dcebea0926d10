import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PricingPlans } from '@/components/pricing-plans';
import { renderWithProviders } from '../app/support';
import { declareSession } from '../support/session';

function renderPlans() {
  declareSession({ user: null });
  const onChoose = vi.fn();
  renderWithProviders(
    <PricingPlans
      renderAction={(plan, billing) => (
        <button type="button" onClick={() => onChoose(plan, billing)}>
          Choose {plan}
        </button>
      )}
    />,
  );
  return { onChoose, premium: () => within(screen.getByTestId('plan-premium')), free: () => within(screen.getByTestId('plan-free')) };
}

describe('pricing plans', () => {
  it('lists what each plan includes at the monthly price', () => {
    const { premium, free } = renderPlans();
    expect(premium().getByText('$2.99')).toBeVisible();
    expect(premium().getByText('/month')).toBeVisible();
    expect(premium().getByText('Unlimited AI chats')).toBeVisible();
    for (const feature of ['Advanced insights', 'Priority support', 'Data export', 'Custom categories']) {
      expect(premium().getByText(feature)).toBeVisible();
    }
    expect(free().getByText('$0')).toBeVisible();
    for (const feature of ['5 AI chats per month', 'Basic tracking', 'Calendar integration', 'Group expense splitting']) {
      expect(free().getByText(feature)).toBeVisible();
    }
  });

  it('shows the yearly price with 20% off and switches back to monthly', async () => {
    const { premium, onChoose } = renderPlans();
    await userEvent.click(screen.getByRole('radio', { name: /yearly/i }));

    expect(premium().getByText('$28.70')).toBeVisible();
    expect(premium().getByText('/year')).toBeVisible();
    expect(premium().getByText('Save 20%')).toBeVisible();
    expect(premium().getByText('$35.88')).toBeVisible();
    expect(premium().queryByText('$2.99')).not.toBeInTheDocument();

    await userEvent.click(premium().getByRole('button', { name: 'Choose premium' }));
    expect(onChoose).toHaveBeenLastCalledWith('premium', 'yearly');

    await userEvent.click(screen.getByRole('radio', { name: /monthly/i }));
    expect(premium().getByText('$2.99')).toBeVisible();
    expect(premium().queryByText('$28.70')).not.toBeInTheDocument();
  });
});
