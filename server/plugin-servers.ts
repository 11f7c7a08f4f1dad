/**
 * The plugins with a server half, composed by `app.ts`. Adding one is one line here: its routes,
 * migrations and settings filling live in `plugins/<name>/server.ts`.
 */
import type { PluginServer } from './contract.ts';
import { analyticsServer } from '@plugins/analytics/server.ts';
import { authServer } from '@plugins/auth/server.ts';
import { datasourceServer } from '@plugins/datasource/server.ts';
import { formsServer } from '@plugins/forms/server.ts';
import { ordersServer } from '@plugins/orders/server.ts';
import { paymentServer } from '@plugins/payment/server.ts';
import { restServer } from '@plugins/rest/server.ts';
import { topupServer } from '@plugins/topup/server.ts';

export const PLUGIN_SERVERS: readonly PluginServer[] = [
  analyticsServer,
  authServer,
  datasourceServer,
  formsServer,
  ordersServer,
  paymentServer,
  restServer,
  topupServer,
];
