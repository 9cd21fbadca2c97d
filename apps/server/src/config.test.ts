import os from 'node:os';
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
      reservationDepositPercent: 10,
    });
  });

  it('reads the area unit, the map tiles and public listings (CONTRACT.md section 1)', () => {
    expect(loadConfig({})).toMatchObject({
      areaUnit: 'sqft',
      map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
      publicListings: false,
    });
    const custom = loadConfig({
      AREA_UNIT: 'm2',
      MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png',
      PUBLIC_LISTINGS: '1',
    });
    expect(custom).toMatchObject({
      areaUnit: 'm2',
      map: { tileUrl: 'http://127.0.0.1:8080/{z}/{x}/{y}.png', attribution: null },
      publicListings: true,
    });
    expect(loadConfig({ MAP_TILE_URL: 'off' }).map).toBeNull();
  });

  it.each([
    ['AREA_UNIT', 'acres'],
    ['MAP_TILE_URL', 'https://tiles.example.com/tile.png'],
    ['MAP_TILE_URL', 'ftp://tiles.example.com/{z}/{x}/{y}.png'],
    ['PUBLIC_LISTINGS', 'yes'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: `);
  });

  it('reads the reservation deposit percent, decimals included', () => {
    expect(loadConfig({ RESERVATION_DEPOSIT_PERCENT: '25' }).reservationDepositPercent).toBe(25);
    expect(loadConfig({ RESERVATION_DEPOSIT_PERCENT: '2.5' }).reservationDepositPercent).toBe(2.5);
    expect(loadConfig({ RESERVATION_DEPOSIT_PERCENT: ' ' }).reservationDepositPercent).toBe(10);
  });

  it.each([
    ['ten', 'must be a percent, such as 10'],
    ['10%', 'must be a percent, such as 10'],
    ['0', 'must be greater than 0'],
    ['-5', 'must be greater than 0'],
    ['150', 'must be at most 100'],
    ['12.345', 'must have at most two decimals'],
  ])('refuses RESERVATION_DEPOSIT_PERCENT=%s: %s', (value, reason) => {
    const load = () => loadConfig({ RESERVATION_DEPOSIT_PERCENT: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`RESERVATION_DEPOSIT_PERCENT: ${reason} (got ${JSON.stringify(value)})`);
  });

  it('reads CORS_ORIGINS as a list of exact origins; unset or blank, none', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' ' }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173,' }).corsOrigins,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(loadConfig({ CORS_ORIGINS: 'https://App.Example.com:443' }).corsOrigins).toEqual([
      'https://app.example.com',
    ]);
  });

  it.each(['*', 'app.example.com', 'https://app.example.com/', 'https://app.example.com/path'])(
    'refuses CORS_ORIGINS=%s',
    (value) => {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(
        'CORS_ORIGINS.0: must be a comma-separated list of origins',
      );
    },
  );

  it('counts listing views unless LISTING_FIGURES=off', () => {
    expect(loadConfig({}).listingFigures).toBe(true);
    expect(loadConfig({ LISTING_FIGURES: 'off' }).listingFigures).toBe(false);
  });

  it('runs the embedded database in a worker thread unless told to run it in the main one', () => {
    expect(loadConfig({}).embeddedThread).toBe('worker');
    expect(loadConfig({ EMBEDDED_DATABASE_THREAD: 'main' }).embeddedThread).toBe('main');
  });

  it('reads SERVER_PROCESSES: 1 unless set, auto is one per core (decision 037)', () => {
    const several = { DATABASE_URL: 'postgres://db/elite', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({}).serverProcesses).toBe(1);
    expect(loadConfig({ SERVER_PROCESSES: ' ' }).serverProcesses).toBe(1);
    expect(loadConfig({ SERVER_PROCESSES: '1' }).serverProcesses).toBe(1);
    expect(loadConfig({ ...several, SERVER_PROCESSES: '4' }).serverProcesses).toBe(4);
    expect(loadConfig({ ...several, SERVER_PROCESSES: 'auto' }).serverProcesses).toBe(
      os.availableParallelism(),
    );
  });

  it.each(['0', '-2', '1.5', 'two', '65'])('refuses SERVER_PROCESSES=%s', (value) => {
    const load = () =>
      loadConfig({
        DATABASE_URL: 'postgres://db/elite',
        REDIS_URL: 'redis://cache:6379',
        SERVER_PROCESSES: value,
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      `SERVER_PROCESSES: must be a number of processes from 1 to 64, or auto (got "${value}")`,
    );
  });

  it.each(['2', 'auto'])(
    'refuses SERVER_PROCESSES=%s on the embedded database, and without REDIS_URL',
    (value) => {
      const embedded = () =>
        loadConfig({ SERVER_PROCESSES: value, REDIS_URL: 'redis://cache:6379' });
      expect(embedded).toThrow(ConfigError);
      expect(embedded).toThrow(
        `SERVER_PROCESSES=${value} needs DATABASE_URL: the embedded database is used by one server process at a time`,
      );
      const noRedis = () =>
        loadConfig({ SERVER_PROCESSES: value, DATABASE_URL: 'postgres://db/elite' });
      expect(noRedis).toThrow(ConfigError);
      expect(noRedis).toThrow(`SERVER_PROCESSES=${value} needs REDIS_URL`);
    },
  );

  it('treats an empty PUBLIC_URL as unset', () => {
    expect(loadConfig({ PUBLIC_URL: '', PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'yes'],
    ['PAYMENTS', 'paypal'],
    ['RATE_LIMIT', 'maybe'],
    ['LISTING_FIGURES', 'no'],
    ['EMBEDDED_DATABASE_THREAD', 'both'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['MAX_CONNECTIONS', '0'],
    ['MAX_CONNECTIONS_PER_ADDRESS', 'many'],
    ['HEADERS_TIMEOUT_MS', '60000'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('caps connections and header time: defaults, and values read', () => {
    expect(loadConfig({}).connections).toEqual({
      max: 4096,
      perAddress: 64,
      headersTimeoutMs: 10_000,
    });
    expect(
      loadConfig({
        MAX_CONNECTIONS: '100',
        MAX_CONNECTIONS_PER_ADDRESS: '1024',
        HEADERS_TIMEOUT_MS: '5000',
      }).connections,
    ).toEqual({ max: 100, perAddress: 1024, headersTimeoutMs: 5000 });
  });

  it('needs the Stripe keys when PAYMENTS=stripe', () => {
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('keeps images under DATA_DIR/images unless an S3 bucket is named', () => {
    const config = loadConfig({ DATA_DIR: '/srv/elite' });
    expect(config.imagesDir).toBe('/srv/elite/images');
    expect(config.s3).toBeUndefined();
  });

  it('reads the S3 store from S3_*', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/photos/',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'photos',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      publicUrl: 'https://cdn.example.com/photos',
    });
  });

  it('stops on half an S3 configuration', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
  });
  it('reads the e-mail settings: .eml files under DATA_DIR/mail unless SMTP_URL is set', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/elite' });
    expect(defaults.mail).toEqual({
      smtpUrl: undefined,
      from: '"Elite Property" <no-reply@localhost>',
      dir: '/srv/elite/mail',
      pollMs: 5000,
      retryBaseMs: 5000,
    });
    const custom = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Homes <homes@example.com>',
      MAIL_POLL_MS: '100',
      MAIL_RETRY_MS: '50',
    });
    expect(custom.mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Homes <homes@example.com>',
      pollMs: 100,
      retryBaseMs: 50,
    });
    expect(loadConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ MAIL_FROM: 'no-reply@example.com' }).mail.from).toBe(
      'no-reply@example.com',
    );
  });

  it('takes the operator’s contact address (CONTACT_EMAIL), none by default', () => {
    expect(loadConfig({}).contactEmail).toBeUndefined();
    expect(loadConfig({ CONTACT_EMAIL: '' }).contactEmail).toBeUndefined();
    expect(loadConfig({ CONTACT_EMAIL: 'privacy@example.com' }).contactEmail).toBe(
      'privacy@example.com',
    );
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'mail.example.com:25'],
    ['MAIL_FROM', 'not an address'],
    ['MAIL_FROM', 'Homes <homes>'],
    ['MAIL_POLL_MS', 'often'],
    ['MAIL_POLL_MS', '0'],
    ['CONTACT_EMAIL', 'privacy'],
    ['CONTACT_EMAIL', 'Homes <privacy@example.com>'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
