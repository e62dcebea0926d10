import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { paths } from '@/lib/paths';
import { AuthGate } from './gates';
import { NotFoundPage, SharedCalendarPage } from './screens';

/** Public shared pages first (no sign-in), then everything else behind the session gate. */
export function RootRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Switch>
        <Route path={paths.sharedCalendar}>{(params) => <SharedCalendarPage token={params.token} />}</Route>
        <Route path={paths.sharedAny}>
          <div className="flex min-h-dvh flex-col">
            <NotFoundPage />
          </div>
        </Route>
        <Route>
          <AuthGate />
        </Route>
      </Switch>
    </Suspense>
  );
}
