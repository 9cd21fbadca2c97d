import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has the contract defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
      payments: 'sandbox',
      siteName: 'Elite Property',
      rateLimit: true,
      publicUrl: 'http://127.0.0.1:3000',
    });
  });

  it('treats an empty PUBLIC_URL as unset', () => {
    expect(loadConfig({ PUBLIC_URL: '', PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'yes'],
    ['PAYMENTS', 'paypal'],
    ['RATE_LIMIT', 'maybe'],
    ['ADMIN_EMAIL', 'not-an-email'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('needs the Stripe keys when PAYMENTS=stripe', () => {
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
