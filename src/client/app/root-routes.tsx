import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { paths } from '@/lib/paths';
import { AuthGate } from './gates';
import { ConfirmEmailPage, ForgotPasswordPage, NotFoundPage, ResetPasswordPage, SharedCalendarPage, VerifyEmailPage } from './screens';

/** Public pages first (shared links, and where account mails lead), then everything else behind the session gate. */
export function RootRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Switch>
        <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
        <Route path={paths.resetPassword} component={ResetPasswordPage} />
        <Route path={paths.verifyEmail} component={VerifyEmailPage} />
        <Route path={paths.confirmEmail} component={ConfirmEmailPage} />
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
