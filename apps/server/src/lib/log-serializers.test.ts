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

  it('finds a secret parameter whatever the case or escaping of its name', () => {
    expect(redactUrl('/auth/complete?TOKEN=a&%63ode=b&id%5Ftoken=c&page=2')).toBe(
      '/auth/complete?TOKEN=redacted&code=redacted&id_token=redacted&page=2',
    );
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/property?location=Dhaka&page=2')).toBe(
      '/api/property?location=Dhaka&page=2',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
