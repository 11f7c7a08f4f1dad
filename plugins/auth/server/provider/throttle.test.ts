import { describe, expect, it } from 'vitest';
import { SignInThrottle, signInLimitsFromEnv, tooManyAttempts } from './throttle.ts';

const limits = { perAccount: 3, perAddress: 5, windowSeconds: 60 };

describe('SignInThrottle', () => {
  it('holds an account back once it used up its failed sign-ins, from any address', async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 3; i++) {
      expect(await throttle.waitFor('Ada@Example.com', '10.0.0.1')).toBe(0);
      await throttle.failed('Ada@Example.com', '10.0.0.1');
    }
    const wait = await throttle.waitFor(' ada@example.com', '10.0.0.2');
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await throttle.waitFor('sam@example.com', '10.0.0.2')).toBe(0);
  });

  it('holds an address back that tries many accounts', async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 5; i++) await throttle.failed(`user${i}@example.com`, '10.0.0.9');
    expect(await throttle.waitFor('new@example.com', '10.0.0.9')).toBeGreaterThan(0);
    expect(await throttle.waitFor('new@example.com', '10.0.0.10')).toBe(0);
  });

  it("forgets an account's failures once it signs in, not the address's", async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 2; i++) await throttle.failed('ada@example.com', '10.0.0.1');
    await throttle.succeeded('ADA@example.com');
    for (let i = 0; i < 2; i++) await throttle.failed('ada@example.com', '10.0.0.1');
    expect(await throttle.waitFor('ada@example.com', '10.0.0.3')).toBe(0);
    await throttle.failed('ada@example.com', '10.0.0.1');
    expect(await throttle.waitFor('someone@example.com', '10.0.0.1')).toBeGreaterThan(0);
  });
});

describe('signInLimitsFromEnv', () => {
  it('reads BAOBAB_SIGN_IN_LIMIT (per account; five times that per address)', () => {
    expect(signInLimitsFromEnv({})).toMatchObject({ perAccount: 10, perAddress: 50 });
    expect(signInLimitsFromEnv({ BAOBAB_SIGN_IN_LIMIT: '4' })).toMatchObject({
      perAccount: 4,
      perAddress: 20,
    });
    expect(() => signInLimitsFromEnv({ BAOBAB_SIGN_IN_LIMIT: '0' })).toThrow(
      'BAOBAB_SIGN_IN_LIMIT must be a whole number above 0, not "0"',
    );
  });

  it('says how long to wait, in minutes', () => {
    expect(tooManyAttempts(30)).toBe('Too many failed sign-ins. Try again in 1 minute.');
    expect(tooManyAttempts(14 * 60 + 1)).toContain('in 15 minutes');
  });
});
