import { describe, expect, it } from 'vitest';
import { InProcessUploadQuota } from './upload-quota';

describe('in-process upload quota', () => {
  it('allows the limit in one window, refuses the next, and allows again in the next window', async () => {
    let now = 1_000_000;
    const quota = new InProcessUploadQuota(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) expect((await quota.take('account:a')).allowed).toBe(true);
    now += 15_000;
    expect(await quota.take('account:a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await quota.take('account:b')).allowed).toBe(true);
    now += 45_000;
    expect((await quota.take('account:a')).allowed).toBe(true);
  });
});
