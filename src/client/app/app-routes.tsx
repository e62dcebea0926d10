import { Route, Switch } from 'wouter';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { paths } from '@/lib/paths';
import * as screens from './screens';

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.dashboard} component={DashboardPage} />
      <Route path={paths.invite}>{(params) => <screens.InvitePage token={params.token} />}</Route>
      <Route path={paths.groups} component={screens.GroupsPage} />
      <Route path={paths.group}>{(params) => <screens.GroupPage id={params.id} />}</Route>
      <Route path={paths.calendar} component={screens.CalendarPage} />
      <Route path={paths.financialGoals} component={screens.GoalsPage} />
      <Route path={paths.budgets} component={screens.BudgetsPage} />
      <Route path={paths.cashFlow} component={screens.CashFlowPage} />
      <Route path={paths.moneyTracking} component={screens.TransactionsPage} />
      <Route path={paths.planning} component={screens.PlanningPage} />
      <Route path={paths.crypto} component={screens.CryptoPage} />
      <Route path={paths.friends} component={screens.FriendsPage} />
      <Route path={paths.aiAssistant} component={screens.AiAssistantPage} />
      <Route path={paths.aiInsights} component={screens.AiInsightsPage} />
      <Route path={paths.investments} component={screens.InvestmentsPage} />
      <Route path={paths.referrals} component={screens.ReferralsPage} />
      <Route path={paths.inviteFriends} component={screens.InviteFriendsPage} />
      <Route path={paths.subscription} component={screens.SubscriptionPage} />
      <Route path={paths.checkout}>{(params) => <screens.CheckoutPage planId={params.planId} />}</Route>
      <Route path={paths.upgrade} component={screens.UpgradePage} />
      <Route path={paths.currency} component={screens.CurrencyPage} />
      <Route path={paths.pricing} component={screens.PricingPage} />
      <Route path={paths.settings} component={screens.SettingsPage} />
      <Route component={screens.NotFoundPage} />
    </Switch>
  );
}
