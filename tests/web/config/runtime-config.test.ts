/**
 * The browser's share of the server's configuration, read from the page (spec §8's fallback SSO
 * addresses): the server's values when the page carries them, the demo stand-in on the page's own
 * origin when it does not (Vite's development server), never a relative address.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '@/config/runtime-config';
import {
  configuredFallbacks,
  placeRuntimeConfig,
  removeRuntimeConfig,
} from '../../support/runtime-config';

afterEach(removeRuntimeConfig);

const standIn = {
  ssoLogoutFallbackUrl: `${window.location.origin}/dev-sso/logout`,
  ssoRegisterFallbackUrl: `${window.location.origin}/dev-sso/register`,
};

describe('runtime configuration', () => {
  it('reads the addresses the server put in the page', () => {
    placeRuntimeConfig();
    expect(readRuntimeConfig()).toEqual(configuredFallbacks);
  });

  it('reads the element exactly as the server writes it, < escaped', () => {
    placeRuntimeConfig(
      '{"ssoLogoutFallbackUrl":"https://sso.example.gov.cn/logout?a=\\u003cb","ssoRegisterFallbackUrl":"https://sso.example.gov.cn/register"}',
    );
    expect(readRuntimeConfig()).toEqual({
      ssoLogoutFallbackUrl: 'https://sso.example.gov.cn/logout?a=<b',
      ssoRegisterFallbackUrl: 'https://sso.example.gov.cn/register',
    });
  });

  it('without the element, uses the stand-in on the page origin as absolute addresses', () => {
    expect(readRuntimeConfig()).toEqual(standIn);
    expect(readRuntimeConfig().ssoLogoutFallbackUrl).toMatch(/^http:\/\//);
  });

  it.each([
    ['damaged JSON', '{"ssoLogoutFallbackUrl":'],
    ['not an object', '"https://sso.example.gov.cn/logout"'],
    ['relative addresses', '{"ssoLogoutFallbackUrl":"/logout","ssoRegisterFallbackUrl":"/r"}'],
    [
      'other schemes',
      '{"ssoLogoutFallbackUrl":"javascript:alert(1)","ssoRegisterFallbackUrl":"ftp://sso/r"}',
    ],
  ])('ignores %s', (_label, text) => {
    placeRuntimeConfig(text);
    expect(readRuntimeConfig()).toEqual(standIn);
  });

  it('keeps a good value beside a bad one', () => {
    placeRuntimeConfig(
      JSON.stringify({ ssoLogoutFallbackUrl: 'https://sso.example.gov.cn/logout', other: 1 }),
    );
    expect(readRuntimeConfig()).toEqual({
      ...standIn,
      ssoLogoutFallbackUrl: 'https://sso.example.gov.cn/logout',
    });
  });
});
