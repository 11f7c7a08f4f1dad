/**
 * The payment plugin's messages. The seeds give most of them word for word (§8), including the
 * customer portal's 'No currency defined.' for a missing customer id: kept as written.
 */
export const MESSAGES = {
  noMode: 'No mode defined.',
  noProduct: 'No product defined.',
  noPaymentMethod: 'No payment method defined.',
  noSuccessPage: 'No success page defined.',
  noCancelPage: 'No cancel page defined.',
  /** Customer portal without a customer id (sic, as the seeds say). */
  noCustomer: 'No currency defined.',
  invalidElement: 'Invalid Stripe element.',
  invalidConfiguration: 'Invalid Stripe configuration.',
  loadFailed: 'Failed to load Stripe.js',
  // Not worded by the seeds: ours, in the same style.
  noClientSecret: 'No client secret defined.',
  noElement: 'No element defined.',
  noRedirectPage: 'No redirect page defined.',
  noPublicKey: 'A public API key (publishable key) is required.',
  noPrivateKey: 'A private API key (secret key) is required.',
  badWebhookSecret: 'The webhook signing secret starts with whsec_.',
} as const;
