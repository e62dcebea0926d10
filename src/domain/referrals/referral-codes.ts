/** Referral code rules with no schema library, so the landing page can read a shared link cheaply. */

/** What a referral code looks like: an upper-case word of 3–8 letters and four digits. */
export const referralCodePattern = /^[A-Z]{3,8}\d{4}$/;
export const referralCodeMaxLength = 40;
export const fallbackReferralWord = 'TANDEM';
/** Shown as the sign-up field's placeholder: what a code looks like. */
export const referralCodeExample = 'TANDEM4821';
/** The query parameter of a shared link (`/?ref=CODE`) that opens sign-up with the code filled in. */
export const referralLinkParameter = 'ref';

/**
 * The word of a user's code: the ASCII letters of their first name (accents dropped), upper-cased
 * and cut to eight; names with fewer than three such letters get the product's name.
 */
export function referralWord(firstName: string): string {
  const letters = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 8);
  return letters.length >= 3 ? letters : fallbackReferralWord;
}

/** A typed code as stored: no surrounding spaces, upper case; empty means none. */
export function normalizeReferralCode(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code ? code : undefined;
}

/** "Ana Lima" → "Ana L.": enough for the referrer to recognise a friend, no more. */
export function friendDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName} ${initial}.` : firstName;
}
