import Stripe from 'stripe';
import { billingCodes, billingMessages } from '../../../domain/billing/billing';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';

export type StripeClient = Stripe;

/** Host, port and protocol of STRIPE_API_BASE (a stand-in API in tests, a proxy in production). */
function apiAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The Stripe client, or null when this server has no STRIPE_SECRET_KEY. */
export function createStripeClient(config: Config): StripeClient | null {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) return null;
  return new Stripe(secretKey, { ...apiAddress(apiBase), maxNetworkRetries: 1, timeout: 20_000, telemetry: false });
}

export function requireStripe(stripe: StripeClient | null): StripeClient {
  if (!stripe) throw new AppError(503, billingCodes.paymentsNotConfigured, billingMessages.paymentsNotConfigured);
  return stripe;
}

/** Stripe's own failures become one clear 502 rather than a 500. */
export async function callStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError(502, billingCodes.paymentProviderFailed, billingMessages.paymentProviderFailed);
    }
    throw error;
  }
}
