import { describe, expect, it } from 'vitest';
import {
  destinationAfterLogin,
  isPortalPath,
  workspaceHomeFor,
} from '@machines/login/login-destination';

const corporate = { userType: 'second', rights: ['domain:apply'] };
const reviewer = { userType: 'primary', rights: ['domain:first-review'] };
const editor = { userType: 'primary', rights: ['content:edit'] };

describe('where login leads', () => {
  it('returns to preUrl first', () => {
    expect(
      destinationAfterLogin({
        preUrl: '/workspace/domain/detail?id=7#history',
        latestPath: '/dataResource',
        ...corporate,
      }),
    ).toBe('/workspace/domain/detail?id=7#history');
  });

  it('else to the last visited location', () => {
    expect(
      destinationAfterLogin({ preUrl: null, latestPath: '/policy?page=2', ...corporate }),
    ).toBe('/policy?page=2');
  });

  it('never to a login page, and never off the portal', () => {
    for (const preUrl of [
      '/login?preUrl=%2Fhome',
      '/user/login',
      '/login/choose',
      'https://elsewhere.example/phish',
      '//elsewhere.example/phish',
      '/\\elsewhere.example',
      'javascript:alert(1)',
      '   ',
    ]) {
      expect(destinationAfterLogin({ preUrl, latestPath: '/login', ...corporate })).toBe(
        '/workspace/home',
      );
    }
  });

  it('else to the workspace home that fits the person', () => {
    expect(workspaceHomeFor(reviewer.userType, reviewer.rights)).toBe('/workspace/workerhome');
    expect(workspaceHomeFor('primary', ['domain:final-review', 'audit:read'])).toBe(
      '/workspace/workerhome',
    );
    expect(workspaceHomeFor(editor.userType, editor.rights)).toBe('/workspace/home');
    expect(workspaceHomeFor(corporate.userType, corporate.rights)).toBe('/workspace/home');
    expect(destinationAfterLogin({ preUrl: null, latestPath: null, ...reviewer })).toBe(
      '/workspace/workerhome',
    );
  });

  it('knows a portal path', () => {
    expect(isPortalPath('/home')).toBe(true);
    expect(isPortalPath('home')).toBe(false);
    expect(isPortalPath('//x.example')).toBe(false);
  });
});
