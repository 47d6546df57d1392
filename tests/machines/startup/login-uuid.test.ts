import { describe, expect, it } from 'vitest';
import { isHttpAddress, uuidIdFromValue } from '@machines/startup/login-uuid';

describe('login uuid rules', () => {
  it('recognises the legacy raw-address format', () => {
    expect(isHttpAddress('http://127.0.0.1:8080/dev-sso/login')).toBe(true);
    expect(isHttpAddress('HTTPS://127.0.0.1:8080/dev-sso/login')).toBe(true);
    expect(isHttpAddress('{"value":"http://127.0.0.1:8080/dev-sso/login","expiresAt":1}')).toBe(
      false,
    );
    expect(isHttpAddress('6f1c3a52')).toBe(false);
    expect(isHttpAddress(null)).toBe(false);
  });

  it('takes UUID_ID from the uuid query parameter, or else the raw value', () => {
    expect(uuidIdFromValue('http://127.0.0.1:8080/dev-sso/login?service=x&uuid=ab-12')).toBe(
      'ab-12',
    );
    expect(uuidIdFromValue('http://127.0.0.1:8080/dev-sso/login?service=x')).toBe(
      'http://127.0.0.1:8080/dev-sso/login?service=x',
    );
    expect(uuidIdFromValue('ab-12')).toBe('ab-12');
    expect(uuidIdFromValue('http://[bad')).toBe('http://[bad');
  });
});
