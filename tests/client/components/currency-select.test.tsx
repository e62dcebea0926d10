import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CurrencySelect } from '@/components/currency-select';
import { installLayoutPolyfills } from '../app/support';

function renderSelect(withNames: boolean) {
  installLayoutPolyfills();
  const onValueChange = vi.fn();
  render(<CurrencySelect value="EUR" withNames={withNames} onValueChange={onValueChange} aria-label="Currency" data-testid="currency" />);
  return { onValueChange, trigger: screen.getByTestId('currency') };
}

describe('currency select', () => {
  it('offers the currencies by code', async () => {
    const { trigger, onValueChange } = renderSelect(false);
    expect(trigger).toHaveTextContent(/^EUR$/);
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'JPY' }));
    expect(onValueChange).toHaveBeenCalledWith('JPY');
  });

  it('writes each name beside its code when asked', async () => {
    const { trigger, onValueChange } = renderSelect(true);
    expect(trigger).toHaveTextContent('EUREuro');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: /^JPY\s*Japanese Yen$/ }));
    expect(onValueChange).toHaveBeenCalledWith('JPY');
  });

  it('offers a first choice that stands for no currency, and shows it while chosen', async () => {
    installLayoutPolyfills();
    const onValueChange = vi.fn();
    render(<CurrencySelect value="usual" withNames firstOption={{ value: 'usual', label: 'My usual currency' }} onValueChange={onValueChange} aria-label="Currency" />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    expect(trigger).toHaveTextContent(/^My usual currency$/);
    await userEvent.click(trigger);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('My usual currency');
    await userEvent.click(await screen.findByRole('option', { name: /^EUR\s*Euro$/ }));
    expect(onValueChange).toHaveBeenCalledWith('EUR');
  });
});
