import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

const issuer = 'Tandem';
/** One step either side of now (30 s each), for a phone clock a little off and the time it takes to type. */
const toleranceSeconds = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, email: string): string {
  return generateURI({ issuer, label: email, secret });
}

export function qrCodeDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/**
 * The time step a right code belongs to, or null. A step at or before `lastUsedStep` is refused,
 * so a code seen over someone's shoulder or replayed from a log never works a second time.
 */
export function acceptedStep(secret: string, code: string, lastUsedStep: number | null): number | null {
  const result = verifySync({ secret, token: code, epochTolerance: toleranceSeconds });
  // The union also covers HOTP's answer, which has no time step.
  if (!result.valid || !('timeStep' in result)) return null;
  return lastUsedStep !== null && result.timeStep <= lastUsedStep ? null : result.timeStep;
}
