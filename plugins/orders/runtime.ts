export { ordersPlugin as default } from './plugin.ts';
