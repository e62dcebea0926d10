import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { paths } from '@/lib/paths';
import { AppLayout } from './app-layout';
import { AppRoutes } from './app-routes';
import { WelcomePage } from './screens';

/** The signed-in experience; the tour at /welcome stands alone, without sidebar, header or quick actions. */
export function SignedInApp() {
  return (
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
  );
}
