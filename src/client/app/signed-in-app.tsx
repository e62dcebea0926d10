import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { paths } from '@/lib/paths';
import { AppLayout } from './app-layout';
import { AppRoutes } from './app-routes';
import { WelcomePage } from './screens';

/**
 * The signed-in experience; the tour at /welcome stands alone, without sidebar, header or quick actions.
 * The tooltip provider lives here rather than at the root so its positioning code stays out of the
 * landing page's download (nothing signed-out shows tooltips).
 */
export function SignedInApp() {
  return (
    <TooltipProvider>
      <Switch>
        <Route path={paths.welcome}>
          <Suspense fallback={<FullScreenSpinner />}>
            <WelcomePage />
          </Suspense>
        </Route>
        <Route>
          <AppLayout>
            <AppRoutes />
          </AppLayout>
        </Route>
      </Switch>
    </TooltipProvider>
  );
}
