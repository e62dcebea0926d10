import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** The QR library loads with the first code drawn, so it never weighs on the app's first download. */
async function qrSvg(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
}

/** A scannable code of the link; drawn black on white in both themes so every camera reads it. */
export function ReferralQrCode({ link }: { link: string }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<{ link: string; svg: string } | null>(null);

  useEffect(() => {
    let current = true;
    void qrSvg(link).then((svg) => {
      if (current) setDrawn({ link, svg });
    });
    return () => {
      current = false;
    };
  }, [link]);

  if (drawn?.link !== link) return <Skeleton className="size-40 rounded-lg" data-testid="referral-qr-loading" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
      alt={t('referrals.qr.alt')}
      className="size-40 rounded-lg border bg-white p-1"
      data-testid="referral-qr"
    />
  );
}
