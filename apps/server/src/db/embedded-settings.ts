import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every opener of an embedded database must load the same extensions, or PGlite
 * refuses objects created with them. Keep this list in one place.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * The embedded database's buffer pool. At 100k listings the listings' table and indexes are
 * about 48 MB: with them all in the pool, uncached list pages no longer read the data files
 * (a system call per 8 kB page) and run about 20% faster, for about 12 MB more server memory
 * than with 16 MB (bench/, 2026-11-22). PostgreSQL's default, 128 MB, would not fit the 400 MB
 * budget: PGlite's WebAssembly heap never shrinks.
 */
export const EMBEDDED_SHARED_BUFFERS = '48MB';

/**
 * The settings the server's embedded database runs with. Its worker keeps statements prepared
 * (embedded-statements.ts): each is still planned for its own parameters, as an unprepared one
 * is, so that a search's plan fits its term and page (PostgreSQL would otherwise switch to one
 * generic plan for all after five runs).
 */
export const embeddedSettings = [
  `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
  'plan_cache_mode=force_custom_plan',
];
