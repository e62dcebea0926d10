import { describe, expect, it } from 'vitest';
import { friendDisplayName, normalizeReferralCode, referralCodePattern, referralWord } from '../../../src/domain/referrals/referral-codes';

describe('referral codes', () => {
  it('take the word from the first name’s ASCII letters, upper-cased, three to eight of them', () => {
    expect(referralWord('Ana')).toBe('ANA');
    expect(referralWord('José-María')).toBe('JOSEMARI');
    expect(referralWord("O'Neil")).toBe('ONEIL');
    expect(referralWord('Bo')).toBe('TANDEM');
    expect(referralWord('محمد')).toBe('TANDEM');
    expect(referralWord('สมชาย')).toBe('TANDEM');
  });

  it('look like a word plus four digits', () => {
    expect(referralCodePattern.test('TANDEM4821')).toBe(true);
    expect(referralCodePattern.test('AB1234')).toBe(false);
    expect(referralCodePattern.test('tandem4821')).toBe(false);
  });

  it('are read without surrounding spaces and in upper case; blank means none', () => {
    expect(normalizeReferralCode('  ana4821 ')).toBe('ANA4821');
    expect(normalizeReferralCode('   ')).toBeUndefined();
    expect(normalizeReferralCode(undefined)).toBeUndefined();
  });

  it('name a friend by first name and last initial', () => {
    expect(friendDisplayName('Cleo', 'park')).toBe('Cleo P.');
    expect(friendDisplayName('Cleo', ' ')).toBe('Cleo');
  });
});
