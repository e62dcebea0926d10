import { screen, within } from '@testing-library/react';

/** The notifications region as assistive technology names it (F8 moves focus there). */
export const findToastRegion = () => screen.findByRole('region', { name: 'Notifications (F8)' });

/** The newest toast, found as a screen reader user would: a list item in the notifications region. */
export async function findToast(): Promise<HTMLElement> {
  const [newest] = await within(await findToastRegion()).findAllByRole('listitem');
  if (!newest) throw new Error('no toast');
  return newest;
}
