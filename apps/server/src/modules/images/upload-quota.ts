import type { CounterStore } from '../../lib/counters';

/** Whether one more upload is allowed, and when to ask again if not. */
export interface QuotaDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts uploads per uploader (an account, or an address for sign-up photos) so the image
 * endpoint cannot be used as free file hosting. In-process for now; a shared store (Redis:
 * INCR + EXPIRE on the same window key) can implement the same interface.
 */
export interface UploadQuota {
  /** Counts one upload for this uploader, unless the allowance of the window is used up. */
  take(uploader: string): Promise<QuotaDecision>;
}

export const UPLOADS_PER_HOUR = 60;

/** A fixed window per uploader, kept in this process. */
export class InProcessUploadQuota implements UploadQuota {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit = UPLOADS_PER_HOUR,
    private readonly windowMs = 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async take(uploader: string): Promise<QuotaDecision> {
    const now = this.now();
    this.forgetEndedWindows(now);
    let window = this.windows.get(uploader);
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(uploader, window);
    }
    const retryAfterSeconds = Math.ceil((window.startedAt + this.windowMs - now) / 1000);
    if (window.count >= this.limit) return { allowed: false, retryAfterSeconds };
    window.count += 1;
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Drops ended windows now and then, so memory follows recent uploaders only. */
  private forgetEndedWindows(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [uploader, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(uploader);
    }
  }
}

/** The same hourly allowance in a shared counter store (Redis), for several server processes. */
export class SharedUploadQuota implements UploadQuota {
  constructor(
    private readonly counters: CounterStore,
    private readonly limit = UPLOADS_PER_HOUR,
    private readonly windowMs = 60 * 60 * 1000,
  ) {}

  async take(uploader: string): Promise<QuotaDecision> {
    const state = await this.counters.hit(`uploads:${uploader}`, { windowMs: this.windowMs });
    if (state.count <= this.limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.ceil(state.resetInMs / 1000) };
  }
}
