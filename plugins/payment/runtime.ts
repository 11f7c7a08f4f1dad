export { paymentPlugin as default } from './plugin.ts';
