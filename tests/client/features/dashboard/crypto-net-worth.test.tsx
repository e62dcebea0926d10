import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '@domain/dashboard/dashboard';
import { OverviewCards } from '@/features/dashboard/components/overview-cards';
import { renderWithProviders, stubSession } from '../../app/support';
import { makeDashboardStats } from '../../support/fixtures';

const crypto = (fields: Partial<NonNullable<DashboardStats['cryptoPortfolio']>>) => ({
  value: '6241.00',
  currency: 'USD' as const,
  converted: null,
  rateDate: null,
  includedInNetWorth: false,
  ...fields,
});

function netWorthDetail(stats: DashboardStats): string {
  stubSession();
  renderWithProviders(<OverviewCards stats={stats} />);
  return screen.getByTestId('stat-net-worth').textContent;
}

describe('net worth and crypto holdings', () => {
  it('says how much crypto net worth includes', () => {
    const detail = netWorthDetail(makeDashboardStats({ currency: 'EUR', cryptoPortfolio: crypto({ converted: '5741.72', rateDate: '2026-11-23', includedInNetWorth: true }) }));
    expect(detail).toContain('Includes €5,741.72 in crypto');
  });

  it('shows dollars apart when there is no rate to the user’s currency', () => {
    const detail = netWorthDetail(makeDashboardStats({ currency: 'JPY', netWorth: '120000', cryptoPortfolio: crypto({}) }));
    expect(detail).toContain('Plus $6,241.00 in crypto, not included: no exchange rate to your currency yet');
  });

  it('says when crypto cannot be priced', () => {
    expect(netWorthDetail(makeDashboardStats({ cryptoPortfolio: crypto({ value: null }) }))).toContain('Crypto not included: prices are unavailable right now');
  });
});
