import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html';
import { formatViewingTime, offerMail } from './templates';
import { backoffMs, MAX_BACKOFF_MS } from './worker';

describe('mail templates and retries', () => {
  it('writes a viewing time in the offset the buyer gave it', () => {
    const start = new Date('2026-12-01T09:00:00Z');
    expect(formatViewingTime(start, 60)).toBe('Tuesday, 1 December 2026 at 10:00 (UTC+01:00)');
    expect(formatViewingTime(start, -570)).toBe('Monday, 30 November 2026 at 23:30 (UTC-09:30)');
    expect(formatViewingTime(start, 0)).toBe('Tuesday, 1 December 2026 at 09:00 (UTC+00:00)');
  });

  it('escapes everything a person typed for HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('keeps a title with a line break on one header line', () => {
    const letter = offerMail(
      { name: 'Elite Property', publicUrl: 'https://homes.example.com' },
      {
        event: 'made',
        title: 'Flat\r\nBcc: someone@example.com',
        price: 100_000,
        buyer: { name: 'Bob', email: 'bob@example.com' },
        agent: { name: 'Ada', email: 'ada@example.com' },
      },
    );
    expect(letter.subject).toBe('New offer on Flat Bcc: someone@example.com');
    expect(letter.toEmail).toBe('ada@example.com');
  });

  it('backs off exponentially from the base, up to an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(5000, attempt))).toEqual([
      5000, 10_000, 20_000, 40_000,
    ]);
    expect(backoffMs(5000, 20)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(5000, 1000)).toBe(MAX_BACKOFF_MS);
  });
});
