import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import pg from 'pg';

/**
 * A change of what the public sees, said by the service that made it once its transaction has
 * committed (docs/decisions/050). Anything else (a sign-in, a wishlist entry, a message, a
 * saved search, a notification read) changes nothing public and says nothing.
 */
export type PublicChange =
  /** A listing created, updated, verified, rejected, deleted, sold, or its photos. */
  | { kind: 'listing'; id: string }
  /** A review of the listing added or deleted. */
  | { kind: 'reviews'; propertyId: string }
  /** An agent marked as fraud, deleted or re-roled: every listing of theirs (and `listings`). */
  | { kind: 'agent'; id: string; listings?: string[] }
  /** An account's name or photo, shown with its listings and its reviews. */
  | { kind: 'account'; id: string }
  /** An agency changed or deleted: its page (each of its agents is said as `agent` too). */
  | { kind: 'agency'; id: string }
  /** A listing advertised on the home page or taken off it. */
  | { kind: 'advertising' }
  /** Anything may have changed (a script's or a test's bulk insert): everything is dropped. */
  | { kind: 'everything' };

/** Hears every change, this process's and the others', in the order they were made. */
export type ChangeListener = (change: PublicChange, seq: number) => void | Promise<void>;
/** Called when changes may have been missed (a reconnect, a lost message): start over. */
export type ResyncListener = (seq: number) => void;

/** PostgreSQL's channel: NOTIFY reaches the sessions of one database, so one site's processes. */
const CHANNEL = 'elite_public_changes';

/**
 * The Redis names of one site's changes. A Redis may serve several sites (or test files at
 * once): the processes of one site are those on one database, so its URL (or, on the embedded
 * database, its data directory) names them.
 */
function redisNames(site: string) {
  const name = createHash('sha256').update(site).digest('hex').slice(0, 16);
  return { keys: `elite:${name}:public-changes:`, channel: `elite_public_changes:${name}` };
}
/** How long a listing's version outlives the cached answers made before it (5 minutes). */
const VERSION_TTL_SECONDS = 600;
/** A change missing this long (a message lost) makes every process start over. */
const GAP_TIMEOUT_MS = 2000;

interface Message {
  origin: string;
  seq: number;
  change: PublicChange;
}

/**
 * Public changes for one app: numbers them (`seq`), keeps the versions the response cache keys
 * carry, and brings them to every process. With REDIS_URL the numbers and versions live in
 * Redis and changes travel by pub/sub; with PostgreSQL alone, by LISTEN/NOTIFY (each process
 * counts what it heard); otherwise in this process only. Listeners hear changes in order: one
 * arriving before an earlier one waits for it, at most GAP_TIMEOUT_MS, then a resync.
 */
export class PublicChanges {
  private readonly origin = randomUUID();
  private readonly listeners: ChangeListener[] = [];
  private readonly resyncListeners: ResyncListener[] = [];
  /** This process's count of changes (without Redis), and the seq last delivered. */
  private seq = 0;
  private delivered = 0;
  /** The last seq every listener has heard (the index patched, the searches dropped). */
  private handled = 0;
  /** The seq from which everything cached is dropped (an agent's change, a resync). */
  private epoch = 0;
  /** Each changed listing's seq; one pushed out early moves the epoch on (never stale). */
  private readonly listings = new LRUCache<string, number>({
    max: 50_000,
    ttl: VERSION_TTL_SECONDS * 1000,
    dispose: (_value, _key, reason) => {
      if (reason === 'evict') this.epoch = this.seq;
    },
  });
  /** Changes come before an earlier one, and what resolves when each has been heard. */
  private readonly waiting = new Map<number, { message: Message; heard: () => void }>();
  private gapTimer: NodeJS.Timeout | undefined;
  private queue: Promise<void> = Promise.resolve();
  private redis: Redis | undefined;
  private subscriber: Redis | undefined;
  private listener: pg.Client | undefined;
  private notifier: pg.Pool | undefined;
  private stopped = false;
  /** Where this site's changes live in Redis (set by start). */
  private names = redisNames(this.origin);

  constructor(private readonly log: FastifyBaseLogger) {}

  async start(options: {
    redisUrl?: string | undefined;
    databaseUrl?: string | undefined;
    dataDir?: string | undefined;
  }) {
    this.names = redisNames(options.databaseUrl ?? options.dataDir ?? this.origin);
    if (options.redisUrl) {
      const redis = new Redis(options.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      redis.on('error', (error) => this.log.warn({ err: error }, 'public changes: redis error'));
      this.redis = redis;
      const subscriber = new Redis(options.redisUrl);
      subscriber.on('error', (error) =>
        this.log.warn({ err: error }, 'public changes: redis error'),
      );
      subscriber.on('message', (_channel, text: string) => this.received(text));
      let connected = false;
      subscriber.on('ready', () => {
        // ioredis subscribes again by itself; what was published meanwhile is lost.
        if (connected) void this.resync();
        connected = true;
      });
      this.subscriber = subscriber;
      await subscriber.subscribe(this.names.channel);
      const now = Number((await redis.get(`${this.names.keys}seq`).catch(() => null)) ?? 0);
      this.seq = this.delivered = this.handled = now;
      return;
    }
    if (options.databaseUrl) {
      this.notifier = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
      this.notifier.on('error', () => undefined);
      await this.listen(options.databaseUrl);
    }
  }

  /** LISTEN on a connection of its own, connected again (and a resync) when it is lost. */
  private async listen(databaseUrl: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    let lost = false;
    const reconnect = () => {
      if (lost || this.stopped) return;
      lost = true;
      this.log.warn('public changes: listener lost; connecting again');
      const retry = () =>
        this.listen(databaseUrl).then(
          () => this.resync(),
          () => !this.stopped && setTimeout(retry, 1000).unref(),
        );
      setTimeout(retry, 200).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => {
      if (message.payload) this.received(message.payload);
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
  }

  /** Hears every public change from now on. */
  subscribe(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /** Hears that changes may have been missed, with the seq from which all is known again. */
  onResync(listener: ResyncListener): void {
    this.resyncListeners.push(listener);
  }

  /** The number of public changes so far (undefined when Redis cannot be asked). */
  current(): number | undefined | Promise<number | undefined> {
    if (!this.redis) return this.seq;
    return this.redis.get(`${this.names.keys}seq`).then(
      (value) => Number(value ?? 0),
      () => undefined,
    );
  }

  /**
   * The version of what a cached answer holds: of a listing's own answers (its detail, its
   * reviews) when `listing` is given, else of the lists (every public change moves it on).
   */
  version(listing?: string): string | undefined | Promise<string | undefined> {
    if (listing === undefined) {
      const now = this.current();
      if (typeof now !== 'object') return now === undefined ? undefined : `L${now}`;
      return now.then((value) => (value === undefined ? undefined : `L${value}`));
    }
    if (!this.redis) return `${this.epoch}.${this.listings.get(listing) ?? 0}`;
    return this.redis.mget(`${this.names.keys}epoch`, `${this.names.keys}listing:${listing}`).then(
      ([epoch, version]) => `${epoch ?? 0}.${version ?? 0}`,
      () => undefined,
    );
  }

  /**
   * The version of what a cached search answer holds (the list and the map): moved on only by
   * changes of every listing (an agent's, an account's, a resync). A listing's change drops the
   * cached searches it matches instead (search/routes.ts), so that the others stay.
   */
  searchVersion(): string | undefined | Promise<string | undefined> {
    // Undefined (nothing cached) while a change is known and not yet heard by every listener.
    if (!this.redis) return this.handled < this.seq ? undefined : `S${this.epoch}`;
    return this.redis.mget(`${this.names.keys}seq`, `${this.names.keys}epoch`).then(
      ([seq, epoch]) => (this.handled < Number(seq ?? 0) ? undefined : `S${epoch ?? 0}`),
      () => undefined,
    );
  }

  /**
   * Says a change: moves the versions it touches on, waits until this process's listeners
   * have heard it (so the next read here sees it), then tells the other processes.
   */
  async publish(change: PublicChange): Promise<void> {
    let seq: number;
    if (this.redis) {
      try {
        seq = await this.redis.incr(`${this.names.keys}seq`);
        const touched = touchedListings(change);
        const writes = this.redis.multi();
        if (touched === 'all') writes.set(`${this.names.keys}epoch`, seq);
        else
          for (const id of touched)
            writes.set(`${this.names.keys}listing:${id}`, seq, 'EX', VERSION_TTL_SECONDS);
        await writes.exec();
      } catch (error) {
        // Redis is away: nothing is cached meanwhile (current() is unknown); this process hears it.
        this.log.warn({ err: error }, 'public changes: not shared');
        await this.resync();
        return;
      }
    } else {
      seq = this.seq + 1;
    }
    const message: Message = { origin: this.origin, seq, change };
    await this.arrive(message);
    const text = JSON.stringify(message);
    if (this.redis) await this.redis.publish(this.names.channel, text).catch(() => undefined);
    else
      await this.notifier
        ?.query('select pg_notify($1, $2)', [CHANNEL, text])
        .catch(() => undefined);
  }

  private received(text: string) {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if (message.origin === this.origin) return;
    // Without Redis each process numbers what it hears.
    void this.arrive(this.redis ? message : { ...message, seq: this.seq + 1 });
  }

  /**
   * Delivers a change in order: after every earlier one, or once a missing one is given up.
   * Resolves when this process's listeners have heard it.
   */
  private arrive(message: Message): Promise<void> {
    if (!this.redis) this.seq = message.seq;
    if (message.seq <= this.delivered) return Promise.resolve();
    const heard = new Promise<void>((resolve) => {
      this.waiting.set(message.seq, { message, heard: resolve });
    });
    this.drain();
    if (this.waiting.size > 0 && !this.gapTimer) {
      this.gapTimer = setTimeout(() => {
        this.gapTimer = undefined;
        if (this.waiting.size === 0) return;
        this.log.warn({ after: this.delivered }, 'public changes: a change never came');
        void this.resync();
      }, GAP_TIMEOUT_MS);
      this.gapTimer.unref();
    }
    return heard;
  }

  private drain() {
    for (
      let next = this.waiting.get(this.delivered + 1);
      next;
      next = this.waiting.get(this.delivered + 1)
    ) {
      const { message, heard } = next;
      this.waiting.delete(message.seq);
      this.delivered = message.seq;
      this.record(message);
      this.queue = this.queue
        .then(() => this.tell(message))
        .then(() => {
          this.handled = Math.max(this.handled, message.seq);
        })
        .then(heard);
    }
    if (this.waiting.size === 0 && this.gapTimer) {
      clearTimeout(this.gapTimer);
      this.gapTimer = undefined;
    }
  }

  /** Without Redis, the versions of the cache live here. */
  private record({ seq, change }: Message) {
    if (this.redis) return;
    const touched = touchedListings(change);
    if (touched === 'all') this.epoch = seq;
    else for (const id of touched) this.listings.set(id, seq);
  }

  private async tell({ change, seq }: Message) {
    for (const listener of this.listeners) {
      try {
        await listener(change, seq);
      } catch (error) {
        this.log.warn({ err: error, change }, 'public changes: a listener failed');
      }
    }
  }

  /** Changes may have been missed: everything cached is dropped and listeners start over. */
  private async resync() {
    const given = [...this.waiting.values()];
    this.waiting.clear();
    const now = (await this.current()) ?? this.seq;
    this.seq = Math.max(this.seq, now);
    this.delivered = this.seq;
    this.handled = Math.max(this.handled, this.seq);
    this.epoch = this.seq;
    this.listings.clear();
    if (this.redis)
      await this.redis.set(`${this.names.keys}epoch`, `r${randomUUID()}`).catch(() => undefined);
    for (const listener of this.resyncListeners) listener(this.delivered);
    for (const { heard } of given) heard();
  }

  async stop() {
    this.stopped = true;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.redis?.disconnect();
    this.subscriber?.disconnect();
    await this.listener?.end().catch(() => undefined);
    await this.notifier?.end().catch(() => undefined);
  }
}

/** The listings whose own cached answers (detail, reviews) a change touches, or all. */
function touchedListings(change: PublicChange): string[] | 'all' {
  switch (change.kind) {
    case 'listing':
      return [change.id];
    case 'reviews':
      return [change.propertyId];
    case 'advertising':
      return [];
    default:
      return 'all';
  }
}
