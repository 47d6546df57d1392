import { describe, expect, it } from 'vitest';
import { getApi, setApi } from '@/api/api-instance';
import { createFakeApi } from '../../support/fake-api';
import { envelopeResponse } from '../../support/fake-fetch';

describe('api instance', () => {
  it('refuses to be used before bootstrap, then hands out the client that was set', () => {
    expect(() => getApi()).toThrow('bootstrap()');
    const { api } = createFakeApi(() => envelopeResponse(0));
    setApi(api);
    expect(getApi()).toBe(api);
  });
});
