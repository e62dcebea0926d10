import { lazy } from 'react';

/** The sign-in and sign-up forms (and their validation library) load when a visitor asks for them. */
export const LazyAuthDialog = lazy(() => import('@/features/auth/components/auth-dialog').then((module) => ({ default: module.AuthDialog })));
