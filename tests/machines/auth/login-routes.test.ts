import { describe, expect, it } from 'vitest';
import { isLoginLocation, userLoginPath } from '@machines/auth/login-routes';

describe('login routes', () => {
  it('encodes the page to come back to', () => {
    expect(userLoginPath('/workspace/domain/detail?id=7#files')).toBe(
      '/user/login?preUrl=%2Fworkspace%2Fdomain%2Fdetail%3Fid%3D7%23files',
    );
  });

  it('knows the login pages, whatever their query', () => {
    expect(isLoginLocation('/user/login?preUrl=%2Fhome')).toBe(true);
    expect(isLoginLocation('/login')).toBe(true);
    expect(isLoginLocation('/login/choose#x')).toBe(true);
    expect(isLoginLocation('/loginx')).toBe(false);
    expect(isLoginLocation('/home?from=/login')).toBe(false);
  });
});
