/**
 * oidc-provider's storage in the database (its in-memory default loses sessions on restart):
 * one row per model and id, the payload as JSON, expiry checked on read.
 */
import type { Queryable } from '@server/db/database.ts';
import type { AdapterPayload, OidcAdapter } from './oidc-types.ts';

interface Row {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

export class DatabaseAdapter implements OidcAdapter {
  constructor(
    private readonly model: string,
    private readonly db: () => Promise<Queryable>,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const db = await this.db();
    const expires = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await db.query(
      `INSERT INTO auth_oidc (model, id, payload, grant_id, user_code, uid, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expires,
      ],
    );
  }

  private async findWhere(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const db = await this.db();
    const rows = await db.query<Row>(
      `SELECT payload, consumed_at FROM auth_oidc
       WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
      [this.model, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    return row.consumed_at
      ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
      : row.payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    const db = await this.db();
    await db.query('UPDATE auth_oidc SET consumed_at = now() WHERE model = $1 AND id = $2', [
      this.model,
      id,
    ]);
  }

  async destroy(id: string): Promise<void> {
    const db = await this.db();
    await db.query('DELETE FROM auth_oidc WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const db = await this.db();
    await db.query('DELETE FROM auth_oidc WHERE grant_id = $1', [grantId]);
  }
}
