import { Redis } from 'ioredis';

/** What a counter says after a hit: how many hits its window holds, and when it ends. */
export interface CounterState {
  count: number;
  /** Milliseconds until the window (or the lock) ends. */
  resetInMs: number;
}

export interface CounterWindow {
  windowMs: number;
  /**
   * Once the count reaches this number, the window is extended to `lockMs` from that hit, so a
   * lock lasts as long after the last counted attempt whatever the window had left.
   */
  lockAt?: number;
  lockMs?: number;
}

/**
 * Fixed-window counters for abuse limits: in this process, or in Redis so that several server
 * processes share them. `hit` counts and returns the count in one atomic step, so requests racing each
 * other cannot all slip under a limit.
 */
export interface CounterStore {
  hit(key: string, window: CounterWindow): Promise<CounterState>;
  /** The count in the key's current window (0 when none), without counting. */
  peek(key: string): Promise<number>;
  /** Takes one hit back (a hit a later check refused), keeping the window; never below 0. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  count: number;
  endsAt: number;
}

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, Entry>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  async hit(key: string, window: CounterWindow): Promise<CounterState> {
    const now = this.now();
    this.sweep(now);
    let entry = this.entries.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { count: 0, endsAt: now + window.windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    if (
      window.lockAt !== undefined &&
      window.lockMs !== undefined &&
      entry.count === window.lockAt
    ) {
      entry.endsAt = now + window.lockMs;
    }
    return { count: entry.count, resetInMs: entry.endsAt - now };
  }

  async peek(key: string): Promise<number> {
    const entry = this.entries.get(key);
    return entry && entry.endsAt > this.now() ? entry.count : 0;
  }

  async release(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry && entry.endsAt > this.now() && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  /** Forgets ended windows once a minute, so memory follows recent callers only. */
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) {
      if (entry.endsAt <= now) this.entries.delete(key);
    }
  }
}

/** DECR while above 0 (DECR keeps the key's expiry); a missing key stays missing. */
const releaseScript = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

/** INCR, set the window on the first hit, extend it at the lock threshold; count and PTTL back. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
if tonumber(ARGV[2]) > 0 and count == tonumber(ARGV[2]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
end
return {count, redis.call('PTTL', KEYS[1])}
`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'elite:limits:',
  ) {}

  async hit(key: string, window: CounterWindow): Promise<CounterState> {
    const [count, ttl] = (await this.redis.eval(
      hitScript,
      1,
      this.prefix + key,
      window.windowMs,
      window.lockAt ?? 0,
      window.lockMs ?? 0,
    )) as [number, number];
    return { count, resetInMs: Math.max(0, ttl) };
  }

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(releaseScript, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    // The connection belongs to whoever opened it.
  }
}

/** Opens the Redis connection at start-up, so a wrong REDIS_URL stops the start with a message. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  redis.on('error', () => undefined); // reported per command; reconnects on its own
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect (${(error as Error).message})`);
  }
  return redis;
}
