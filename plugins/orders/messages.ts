/** The orders plugin's texts (the browser shows the server's as they come). */
export const ORDER_MESSAGES = {
  noProducts: 'No products collection defined.',
  signIn: 'Sign in to place an order.',
  signInToSee: 'Sign in to see your orders.',
  staffOnly: 'Only staff may see or change every order.',
  emptyCart: 'Your cart is empty.',
  tooManyLines: (max: number) => `A cart holds at most ${max} different products.`,
  badLine: (index: number) =>
    `Cart line ${index + 1} needs a product id and a whole quantity of at least 1.`,
  tooMany: (name: string, max: number) => `At most ${max} of "${name}" per order.`,
  notSold: (id: string) =>
    `A product in your cart is no longer sold (${id}). Remove it and try again.`,
  soldOut: (name: string, available: number) =>
    available <= 0
      ? `Sold out: "${name}" has just sold out. Remove it from your cart to go on.`
      : `Sold out: only ${available} of "${name}" left. Lower the quantity to go on.`,
  badPrice: (name: string, field: string) =>
    `The product "${name}" has no price the shop can charge (${field} must be a whole number of cents above 0).`,
  badDeliveryFee: (detail: string) => `The delivery fee could not be worked out: ${detail}`,
  detailsTooLarge: 'The order details are too large.',
  badPages: 'The success and cancel pages must be pages of this site.',
  noOrder: 'Order not found.',
  badStatus: (status: string) => `"${status}" is not an order status.`,
  badMove: (from: string, to: string) => `An order that is ${from} cannot become ${to}.`,
  notCancellable: (status: string) => `An order that is ${status} cannot be cancelled.`,
  paymentFailed: (detail: string) => `The payment could not be started: ${detail}`,
  noPayPage: 'The payment link page must be a page of this site.',
  noPaymentPlugin: 'The site does not enable the payment plugin, which takes the payment.',
} as const;
