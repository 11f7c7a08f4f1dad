/**
 * The plugins with a server half, composed by `app.ts`. Adding one is one line here: its routes,
 * migrations and settings filling live in `plugins/<name>/server/index.ts`.
 */
import type { PluginServer } from './contract.ts';
import { analyticsServer } from '@plugins/analytics/server/index.ts';
import { authServer } from '@plugins/auth/server/index.ts';
import { datasourceServer } from '@plugins/datasource/server/index.ts';
import { formsServer } from '@plugins/forms/server/index.ts';
import { ordersServer } from '@plugins/orders/server/index.ts';
import { paymentServer } from '@plugins/payment/server/index.ts';
import { restServer } from '@plugins/rest/server/index.ts';
import { topupServer } from '@plugins/topup/server/index.ts';

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
