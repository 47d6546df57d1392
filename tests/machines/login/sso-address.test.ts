import { describe, expect, it } from 'vitest';
import { serviceAddress, serviceOfCallback, ssoLoginAddressFor } from '@machines/login/sso-address';

const ORIGIN = 'http://127.0.0.1:8080';

describe('the SSO round trip addresses', () => {
  it('returns to /login, with preUrl when there is one', () => {
    expect(serviceAddress(ORIGIN, null)).toBe(`${ORIGIN}/login`);
    expect(serviceAddress(ORIGIN, '/workspace/home?tab=2')).toBe(
      `${ORIGIN}/login?preUrl=%2Fworkspace%2Fhome%3Ftab%3D2`,
    );
  });

  it('sets service on the SSO login address, keeping its uuid', () => {
    const address = `${ORIGIN}/dev-sso/login?uuid=abc&service=${encodeURIComponent(`${ORIGIN}/login`)}`;
    const out = new URL(ssoLoginAddressFor(address, `${ORIGIN}/login?preUrl=%2Fabout`) ?? '');
    expect(out.pathname).toBe('/dev-sso/login');
    expect(out.searchParams.get('uuid')).toBe('abc');
    expect(out.searchParams.get('service')).toBe(`${ORIGIN}/login?preUrl=%2Fabout`);
  });

  it('refuses what is not an http(s) address', () => {
    expect(ssoLoginAddressFor('00000000-0000-0000-0000-000000000000', ORIGIN)).toBeNull();
    expect(ssoLoginAddressFor('javascript:alert(1)', ORIGIN)).toBeNull();
  });

  it('the service of a callback is the address without ticket and hash', () => {
    expect(serviceOfCallback(`${ORIGIN}/login?preUrl=%2Fabout&ticket=ST-1-x#top`)).toBe(
      `${ORIGIN}/login?preUrl=%2Fabout`,
    );
    expect(serviceOfCallback(`${ORIGIN}/login?ticket=ST-1-x`)).toBe(`${ORIGIN}/login`);
  });
});
