/**
 * Orders and the stock they hold. An order's lines, totals and details are kept as the server
 * priced them; `history` lists each status with its time. A hold is one line's quantity taken
 * from a product's stock: `pending` until the payment page expires, then `paid`; `settling`
 * while the sale is written back to the product record, `settled` once it is (the record's own
 * stock then counts it); `released` when the order expired or was cancelled.
 */
import type { Migration } from '@server/db/database.ts';

export const ORDERS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'orders-001-orders',
    sql: `CREATE TABLE orders_orders (
  id text PRIMARY KEY,
  site_id text NOT NULL,
  environment text NOT NULL,
  reference text NOT NULL,
  user_sub text NOT NULL,
  email text,
  status text NOT NULL,
  currency text NOT NULL,
  subtotal integer NOT NULL,
  delivery_fee integer NOT NULL,
  total integer NOT NULL,
  lines jsonb NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  history jsonb NOT NULL DEFAULT '[]'::jsonb,
  collection_id text NOT NULL,
  order_url text,
  checkout_session text,
  payment_intent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  UNIQUE (site_id, reference)
);
CREATE INDEX orders_orders_user ON orders_orders (site_id, user_sub, created_at DESC);
CREATE INDEX orders_orders_status ON orders_orders (site_id, status, created_at DESC);
CREATE INDEX orders_orders_session ON orders_orders (checkout_session)`,
  },
  {
    id: 'orders-002-holds',
    sql: `CREATE TABLE orders_holds (
  order_id text NOT NULL REFERENCES orders_orders (id) ON DELETE CASCADE,
  site_id text NOT NULL,
  collection_id text NOT NULL,
  record_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  state text NOT NULL,
  expires_at timestamptz NOT NULL,
  settle_token text,
  settle_started timestamptz,
  PRIMARY KEY (order_id, record_id)
);
CREATE INDEX orders_holds_record ON orders_holds (site_id, collection_id, record_id, state)`,
  },
  {
    // Bumped each time sales are written back to a product record: an order priced from
    // records read before that retries, so a record read stale is never trusted.
    id: 'orders-003-stock-generations',
    sql: `CREATE TABLE orders_stock (
  site_id text NOT NULL,
  collection_id text NOT NULL,
  record_id text NOT NULL,
  generation bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, collection_id, record_id)
)`,
  },
  {
    // Offers beside the cart (a formula's price, seats, a staff quote: `offers/`), and the
    // fulfilment a plugin does after payment, once per order (`fulfil.ts`).
    id: 'orders-004-offers',
    sql: `ALTER TABLE orders_orders ADD COLUMN offer text NOT NULL DEFAULT 'products';
ALTER TABLE orders_orders ADD COLUMN fulfilment jsonb;
CREATE TABLE orders_fulfilments (
  order_id text PRIMARY KEY REFERENCES orders_orders (id) ON DELETE CASCADE,
  site_id text NOT NULL,
  plugin text NOT NULL,
  state text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_fulfilments_state ON orders_fulfilments (site_id, state)`,
  },
];
