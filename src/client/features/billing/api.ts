import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutPlanId, Invoice } from '@domain/billing';
import type { SubscriptionState } from '@domain/plans';
import { apiRequest } from '@/lib/api-request';

export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
};

export function useSubscription() {
  return useQuery({ queryKey: billingKeys.subscription(), queryFn: () => apiRequest<SubscriptionState>('GET', '/api/subscription') });
}

export function useInvoices() {
  return useQuery({ queryKey: billingKeys.invoices(), queryFn: () => apiRequest<Invoice[]>('GET', '/api/billing/invoices') });
}

/** Leaves the app for a page Stripe hosts (checkout or the billing portal). */
function goTo({ url }: { url: string }) {
  window.location.assign(url);
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (planId: CheckoutPlanId) => apiRequest<{ url: string }>('POST', '/api/checkout', { planId }),
    onSuccess: goTo,
  });
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>('POST', '/api/billing/portal'),
    onSuccess: goTo,
  });
}
