import { useState } from 'react';
import { normalizeReferralCode, referralCodeMaxLength, referralLinkParameter } from '@domain/referrals/referral-codes';
import { useHydrated } from './use-hydrated';

function codeInAddress(): string | undefined {
  const code = normalizeReferralCode(new URLSearchParams(window.location.search).get(referralLinkParameter) ?? undefined);
  return code && code.length <= referralCodeMaxLength ? code : undefined;
}

/**
 * The referral code of a shared link, read once the page has hydrated (the prerendered markup
 * knows no address). Calls `onFound` once, in that render, when the address carries a code.
 */
export function useReferralLink(onFound: () => void): string | undefined {
  const hydrated = useHydrated();
  const [checked, setChecked] = useState(false);
  const [code, setCode] = useState<string | undefined>(undefined);
  if (hydrated && !checked) {
    setChecked(true);
    const found = codeInAddress();
    if (found) {
      setCode(found);
      onFound();
    }
  }
  return code;
}
