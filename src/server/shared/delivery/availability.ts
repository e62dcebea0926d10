import type { Config } from '../../config';

/** Which outside channels this server can use at all; the settings screen shows the same. */
export interface DeliveryAvailability {
  email: boolean;
  sms: boolean;
  push: boolean;
}

export function deliveryAvailability(config: Pick<Config, 'mail' | 'smsWebhookUrl'>): DeliveryAvailability {
  // Push needs nothing configured: the VAPID keys are made on first use.
  return { email: Boolean(config.mail.smtpUrl), sms: Boolean(config.smsWebhookUrl), push: true };
}

let smsWebhook = false;

/**
 * notify() is called with a database only, from every module's writes; whether an SMS gateway
 * exists is the process's configuration, set once when the app is built.
 */
export function useDeliveryConfig(config: Pick<Config, 'smsWebhookUrl'>): void {
  smsWebhook = Boolean(config.smsWebhookUrl);
}

export function smsWebhookConfigured(): boolean {
  return smsWebhook;
}
