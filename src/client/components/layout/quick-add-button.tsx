import { PlusIcon } from 'lucide-react';

/** The add button's look, shared by the plain button and the drawer's trigger that replaces it. */
export const quickAddButtonClasses =
  'fixed end-4 z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition active:scale-95 focus-visible:ring-4 focus-visible:ring-ring focus-visible:outline-none';
export const quickAddButtonStyle = { bottom: 'calc(4rem + env(safe-area-inset-bottom) + 1rem)' };
export const QuickAddIcon = () => <PlusIcon className="size-6" aria-hidden />;
