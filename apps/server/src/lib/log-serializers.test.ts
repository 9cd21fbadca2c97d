import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers';

describe('the request log', () => {
  it('hides the codes and states of a social sign-in', () => {
    expect(redactUrl('/api/auth/google/callback?state=abc&code=4%2F0Ad&scope=email')).toBe(
      '/api/auth/google/callback?state=redacted&code=redacted&scope=email',
    );
    expect(redactUrl('/auth/complete?code=xyz&popup=1')).toBe(
      '/auth/complete?code=redacted&popup=1',
    );
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/property?location=Dhaka&page=2')).toBe(
      '/api/property?location=Dhaka&page=2',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
