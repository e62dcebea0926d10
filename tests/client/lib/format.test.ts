import { describe, expect, it } from 'vitest';
import { createFormat } from '@/lib/format';
import { makeSettings } from '../support/fixtures';

const nbsp = '\u00a0';
const afternoonUtc = new Date('2026-11-23T14:05:00Z');

describe('formatting from the account settings', () => {
  it('writes euros the German way, long dates and a 24-hour clock', () => {
    const format = createFormat(makeSettings({ currency: 'EUR', numberFormat: 'de-DE', dateFormat: 'long', timeFormat: '24h' }), 'en', afternoonUtc);
    expect(format.money('1234.56')).toBe(`1.234,56${nbsp}€`);
    expect(format.money(-123456n)).toBe(`-1.234,56${nbsp}€`);
    expect(format.number(1234567.891, { maximumFractionDigits: 2 })).toBe('1.234.567,89');
    expect(format.date('2026-11-23')).toBe('November 23, 2026');
    expect(format.time(afternoonUtc)).toBe('14:05');
  });

  it('follows the language for numbers when the format is auto, and its clock until one is chosen', () => {
    const settings = makeSettings({ numberFormat: 'auto', dateFormat: 'short' });
    expect(createFormat(settings, 'en').money('1234.5')).toBe('$1,234.50');
    expect(createFormat({ ...settings, timeFormat: '12h' }, 'en').time(afternoonUtc)).toMatch(/^2:05\s?PM$/u);
    expect(createFormat(undefined, 'es').hour12).toBe(false);
    expect(createFormat(settings, 'en').date('2026-11-23')).toBe('11/23/26');
  });

  it('keeps a lettered currency symbol readable in right-to-left text', () => {
    const arabic = createFormat(makeSettings({ currency: 'USD' }), 'ar');
    // Without the isolate, Arabic text would show the symbol as "$US".
    expect(arabic.money('1070.50')).toBe('\u200f1,070.50\u00a0\u2068US$\u2069');
    expect(createFormat(makeSettings({ currency: 'EUR' }), 'ar').money('5')).toBe('\u200f5.00\u00a0€');
  });

  it('writes yen, rupiah and dong without decimals', () => {
    expect(createFormat(makeSettings({ currency: 'JPY' }), 'en').money('1234')).toBe('¥1,234');
    expect(createFormat(makeSettings({ currency: 'IDR', numberFormat: 'id-ID' }), 'en').money('1500000')).toBe(`Rp${nbsp}1.500.000`);
    expect(createFormat(makeSettings({ currency: 'VND', numberFormat: 'vi-VN' }), 'en').money(25000n)).toBe(`25.000${nbsp}₫`);
  });

  it('reads "today" and times of day in the account zone, not the browser one', () => {
    const lateEvening = new Date('2026-11-23T12:30:00Z');
    const tonga = createFormat(makeSettings({ timezone: 'Pacific/Tongatapu', timeFormat: '24h' }), 'en', lateEvening);
    expect(tonga.today).toBe('2026-11-24');
    expect(tonga.time(lateEvening)).toBe('01:30');
    expect(tonga.date(lateEvening.toISOString(), 'medium')).toBe('Nov 24, 2026');
    expect(createFormat(makeSettings({ timezone: 'UTC' }), 'en', lateEvening).today).toBe('2026-11-23');
  });

  it('keeps calendar dates as they are in any zone', () => {
    const format = createFormat(makeSettings({ timezone: 'Pacific/Pago_Pago', dateFormat: 'full' }), 'en');
    expect(format.date('2026-01-01')).toBe('Thursday, January 1, 2026');
    expect(format.calendarFormat({ month: 'long', year: 'numeric' })('2026-01-01')).toBe('January 2026');
  });
});
