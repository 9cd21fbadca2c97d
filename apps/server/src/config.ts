import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { AREA_UNITS, DEFAULT_RESERVATION_DEPOSIT_PERCENT, type AreaUnit } from '@elite/shared';
import type { Locale } from '@elite/shared/locales';
import {
  currencySchema,
  depositPercentSchema,
  mapSettings,
  mapTileUrlSchema,
  siteLocalesSchema,
} from './config-locales';
import { pmtilesFileSchema } from './modules/map/pmtiles-file';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = optionalString.pipe(z.url().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl,
  RESERVATION_DEPOSIT_PERCENT: optionalString.pipe(depositPercentSchema),
  HOLDING_DEPOSIT_WEEKS: z.coerce.number().int().min(1).default(1),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: optionalUrl,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  FACEBOOK_AUTH_URL: optionalUrl,
  FACEBOOK_TOKEN_URL: optionalUrl,
  FACEBOOK_USERINFO_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SITE_NAME: z.string().min(1).default('Elite Property'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  SEARCH_INDEX: z.enum(['on', 'off']).default('on'),
  LISTING_FIGURES: z.enum(['on', 'off']).default('on'),
  IMPORT_ALLOW_PRIVATE_HOSTS: z.enum(['0', '1']).default('0'),
  EMBEDDED_DATABASE_THREAD: z.enum(['worker', 'main']).default('worker'),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
  ),
  SERVER_PROCESSES: optionalString
    .transform((v) => v ?? '1')
    .pipe(
      z
        .string()
        .refine(
          (v) => v === 'auto' || (/^[1-9]\d*$/.test(v) && Number(v) <= 64),
          'must be a number of processes from 1 to 64, or auto',
        )
        .transform((v) => (v === 'auto' ? v : Number(v))),
    ),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  AREA_UNIT: z.enum(AREA_UNITS).default('sqft'),
  SITE_LOCALES: optionalString.pipe(siteLocalesSchema),
  CURRENCY: optionalString.pipe(currencySchema),
  MAP_TILE_URL: optionalString.pipe(mapTileUrlSchema),
  MAP_PMTILES_FILE: pmtilesFileSchema,
  PUBLIC_LISTINGS: z.enum(['0', '1']).default('0'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/?#]+/, 'must be an smtp:// or smtps:// URL')
      .refine((v) => URL.canParse(v), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => /^[^<>@\s]+@[^<>@\s]+$/.test(v) || /^.*<[^<>@\s]+@[^<>@\s]+>$/.test(v),
        'must be an address, such as "Elite Property" <no-reply@example.com>',
      )
      .optional(),
  ),
  /** Where people write to the operator: shown on /privacy and /accessibility when set. */
  CONTACT_EMAIL: optionalString.pipe(
    z.email({ error: 'must be an e-mail address, such as privacy@example.com' }).optional(),
  ),
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  MAIL_RETRY_MS: z.coerce.number().int().min(1).max(3_600_000).default(5000),
  ALERT_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(5000),
  ALERT_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4096),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(64),
  HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(30_000, 'must be at most 30000 (the whole request may take 30 seconds)')
    .default(10_000),
  CORS_ORIGINS: optionalString.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .refine(
              (origin) => /^https?:\/\/[^/?#\s]+$/i.test(origin) && URL.canParse(origin),
              'must be a comma-separated list of origins, such as https://app.example.com',
            ),
        ),
      )
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
  payments: 'sandbox' | 'stripe';
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** Another Stripe API origin: a stand-in in tests. */
    apiUrl?: string;
  };
  /** Percent of the offered price a card pays above the card cap (CONTRACT.md section 5). */
  reservationDepositPercent: number;
  holdingDepositWeeks: number; // weeks of rent an accepted application pays (CONTRACT.md 12)
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  facebook:
    | {
        clientId: string;
        clientSecret: string;
        authUrl: string;
        tokenUrl: string;
        userinfoUrl: string;
      }
    | undefined;
  publicUrl: string;
  siteName: string;
  /** CONTACT_EMAIL: the operator's address for people (privacy, accessibility barriers). */
  contactEmail?: string;
  rateLimit: boolean;
  /** Public GET responses served from memory (off for cold-cache benchmarks). */
  responseCache: boolean;
  /** Searches with filters and the map answered from memory (docs/decisions/040). */
  searchIndex: boolean;
  /** LISTING_FIGURES=off: listing views are not counted (the bench's side-by-side measure). */
  listingFigures: boolean;
  /** IMPORT_ALLOW_PRIVATE_HOSTS=1: imports fetch photos from any address (tests only). */
  importAllowPrivateHosts: boolean;
  /**
   * Where the embedded database runs: a worker thread of its own (default), or the server's
   * thread, as before (decision 036: fewer megabytes, one core).
   */
  embeddedThread: Env['EMBEDDED_DATABASE_THREAD'];
  redisUrl: string | undefined;
  /**
   * SERVER_PROCESSES: how many server processes share the port (Node's cluster, decision 037);
   * `auto` is one per core. Above 1 it needs DATABASE_URL and REDIS_URL.
   */
  serverProcesses: number;
  /** Where uploaded images live when no S3 store is configured. */
  imagesDir: string;
  /** An S3-compatible store for images; set when S3_BUCKET is. */
  s3: S3Config | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Directory of the built web app; unset in API-only tests. */
  webDist: string | undefined;
  /** AREA_UNIT: the unit of living area and lot size (CONTRACT.md section 6). */
  areaUnit: AreaUnit;
  /** SITE_LOCALES: the locales the site offers, the first its default (CONTRACT.md section 11). */
  locales: Locale[];
  /** CURRENCY: the ISO 4217 code of every price on the site (CONTRACT.md section 11). */
  currency: string;
  /** MAP_TILE_URL: raster tiles for maps, or null (`off`) for markers on a plain background. */
  map: { tileUrl: string; attribution: string | null } | null;
  /** MAP_PMTILES_FILE: the operator's PMTiles basemap, drawn instead of the tiles (decision 049). */
  mapPmtilesFile: string | undefined;
  /** PUBLIC_LISTINGS=1: listing pages open to signed-out visitors (CONTRACT.md section 10). */
  publicListings: boolean;
  /** E-mail (CONTRACT.md section 8): SMTP_URL, or .eml files under DATA_DIR/mail when unset. */
  mail: {
    smtpUrl: string | undefined;
    /** MAIL_FROM: the From header. */
    from: string;
    /** Where e-mails are written without SMTP_URL. */
    dir: string;
    /** MAIL_POLL_MS: how often the worker looks for due e-mail. */
    pollMs: number;
    /** MAIL_RETRY_MS: the first retry's delay; each next one doubles, up to an hour. */
    retryBaseMs: number;
  };
  /** Saved-search alerts (CONTRACT.md section 9). */
  alerts: {
    /** ALERT_POLL_MS: how often the alert worker looks for listings to match and digests due. */
    pollMs: number;
    /** ALERT_DIGEST_HOUR: the hour (UTC) at which each day's digests go out. */
    digestHour: number;
  };
  /**
   * CORS_ORIGINS: origins (scheme, host and port) whose pages may call the API and show its
   * pictures; empty: no other origin may (decision 033).
   */
  corsOrigins: string[];
  /**
   * Open connections, counted by each server process (item 9 of issue 36): MAX_CONNECTIONS in
   * all and MAX_CONNECTIONS_PER_ADDRESS from one client address (behind a reverse proxy every
   * connection comes from the proxy's address: see the README); a connection above either is
   * closed at once. HEADERS_TIMEOUT_MS: a request whose headers have not all come by then is
   * answered 408 and its connection closed.
   */
  connections: { max: number; perAddress: number; headersTimeoutMs: number };
}

export interface S3Config {
  /** Unset: AWS itself. Set: any S3-compatible store (MinIO, R2, ...), addressed path-style. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's default credential chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Unset: images are served through this server's /images/. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  if (e.PAYMENTS === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when PAYMENTS=stripe',
    );
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_PUBLIC_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET is required when S3_ENDPOINT or S3_PUBLIC_URL is set',
    );
  }
  if (e.SERVER_PROCESSES === 'auto' || e.SERVER_PROCESSES > 1) {
    const setting = `SERVER_PROCESSES=${e.SERVER_PROCESSES}`;
    if (!e.DATABASE_URL) {
      throw new ConfigError(
        `Invalid configuration:\n  ${setting} needs DATABASE_URL: the embedded database is used by ` +
          'one server process at a time; run several on PostgreSQL (set DATABASE_URL), or set ' +
          'SERVER_PROCESSES=1',
      );
    }
    if (!e.REDIS_URL) {
      throw new ConfigError(
        `Invalid configuration:\n  ${setting} needs REDIS_URL: without it each process would ` +
          'keep its own rate limit counts (each limit as many times looser as there are ' +
          'processes); set REDIS_URL, or SERVER_PROCESSES=1',
      );
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    seedDemo: e.SEED_DEMO === '1',
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    payments: e.PAYMENTS,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    reservationDepositPercent: e.RESERVATION_DEPOSIT_PERCENT ?? DEFAULT_RESERVATION_DEPOSIT_PERCENT,
    holdingDepositWeeks: e.HOLDING_DEPOSIT_WEEKS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    facebook:
      e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
        ? {
            clientId: e.FACEBOOK_CLIENT_ID,
            clientSecret: e.FACEBOOK_CLIENT_SECRET,
            authUrl: e.FACEBOOK_AUTH_URL ?? 'https://www.facebook.com/v19.0/dialog/oauth',
            tokenUrl: e.FACEBOOK_TOKEN_URL ?? 'https://graph.facebook.com/v19.0/oauth/access_token',
            userinfoUrl:
              e.FACEBOOK_USERINFO_URL ??
              'https://graph.facebook.com/me?fields=id,name,email,picture',
          }
        : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    siteName: e.SITE_NAME,
    contactEmail: e.CONTACT_EMAIL,
    rateLimit: e.RATE_LIMIT === 'on',
    responseCache: e.RESPONSE_CACHE === 'on',
    searchIndex: e.SEARCH_INDEX === 'on',
    listingFigures: e.LISTING_FIGURES === 'on',
    importAllowPrivateHosts: e.IMPORT_ALLOW_PRIVATE_HOSTS === '1',
    embeddedThread: e.EMBEDDED_DATABASE_THREAD,
    redisUrl: e.REDIS_URL,
    serverProcesses: e.SERVER_PROCESSES === 'auto' ? os.availableParallelism() : e.SERVER_PROCESSES,
    imagesDir: path.join(dataDir, 'images'),
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          publicUrl: e.S3_PUBLIC_URL?.replace(/(?<!\/)\/+$/, ''),
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    areaUnit: e.AREA_UNIT,
    locales: e.SITE_LOCALES,
    currency: e.CURRENCY,
    map: mapSettings(e.MAP_TILE_URL),
    mapPmtilesFile: e.MAP_PMTILES_FILE,
    publicListings: e.PUBLIC_LISTINGS === '1',
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `"${e.SITE_NAME.replace(/["\\]/g, '')}" <no-reply@localhost>`,
      dir: path.join(dataDir, 'mail'),
      pollMs: e.MAIL_POLL_MS,
      retryBaseMs: e.MAIL_RETRY_MS,
    },
    alerts: { pollMs: e.ALERT_POLL_MS, digestHour: e.ALERT_DIGEST_HOUR },
    // An origin never ends in a slash; browsers send it lower-cased.
    corsOrigins: (e.CORS_ORIGINS ?? []).map((origin) => new URL(origin).origin),
    connections: {
      max: e.MAX_CONNECTIONS,
      perAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    },
  };
}
