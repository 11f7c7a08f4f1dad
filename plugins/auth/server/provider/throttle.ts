/**
 * Failed sign-ins counted per account and per client address, in memory (rate-limiter-flexible,
 * the login-protection pattern of its docs): past the limit of either, the embedded provider
 * answers 429 with the wait, whatever the password, until the window has passed. A successful
 * sign-in clears the account's count (not the address's: one address trying many accounts stays
 * counted). Per server process, like the provider's own sessions.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';

export interface SignInLimits {
  /** Failed sign-ins per account within the window (`BAOBAB_SIGN_IN_LIMIT`, default 10). */
  perAccount: number;
  /** Failed sign-ins per client address within the window (5 × the account limit). */
  perAddress: number;
  /** The window, in seconds (15 minutes). */
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccount: 10,
  perAddress: 50,
  windowSeconds: 15 * 60,
};

/** The limits from the environment: `BAOBAB_SIGN_IN_LIMIT` failed sign-ins per account. */
export function signInLimitsFromEnv(env: NodeJS.ProcessEnv): SignInLimits {
  const raw = env.BAOBAB_SIGN_IN_LIMIT;
  if (raw === undefined || raw.trim() === '') return DEFAULT_SIGN_IN_LIMITS;
  const perAccount = Number(raw);
  if (!Number.isInteger(perAccount) || perAccount < 1)
    throw new Error(`BAOBAB_SIGN_IN_LIMIT must be a whole number above 0, not "${raw}"`);
  return { ...DEFAULT_SIGN_IN_LIMITS, perAccount, perAddress: perAccount * 5 };
}

/** The sign-in page's text for a wait of `seconds`. */
export function tooManyAttempts(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const accountKey = (email: string) => email.trim().toLowerCase();

export class SignInThrottle {
  private readonly accounts: RateLimiterMemory;
  private readonly addresses: RateLimiterMemory;

  constructor(readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
    const duration = limits.windowSeconds;
    this.accounts = new RateLimiterMemory({ points: limits.perAccount, duration });
    this.addresses = new RateLimiterMemory({ points: limits.perAddress, duration });
  }

  /** Seconds to wait before this account may try again from this address; 0: it may now. */
  async waitFor(email: string, address: string): Promise<number> {
    const [account, client] = await Promise.all([
      this.accounts.get(accountKey(email)),
      this.addresses.get(address),
    ]);
    const waits = [
      account && account.consumedPoints >= this.limits.perAccount ? account.msBeforeNext : 0,
      client && client.consumedPoints >= this.limits.perAddress ? client.msBeforeNext : 0,
    ];
    return Math.ceil(Math.max(...waits) / 1000);
  }

  /** Counts a wrong password (or unknown account) against both. */
  async failed(email: string, address: string): Promise<void> {
    // `consume` rejects once a limit is used up: that is the count this class reads, not an error.
    await Promise.allSettled([
      this.accounts.consume(accountKey(email)),
      this.addresses.consume(address),
    ]);
  }

  /** A right password: the account's failures are forgotten. */
  async succeeded(email: string): Promise<void> {
    await this.accounts.delete(accountKey(email));
  }
}
