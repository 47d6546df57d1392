import { describe, expect, it } from 'vitest';
import { requestOptionsOf, resolveRequestOptions, withOptions } from '@/api/request-options';

describe('per-request options', () => {
  it('ride on the per-call fetch, which the middleware reads them from', () => {
    const { fetch } = withOptions({
      loading: false,
      silent: true,
      notFoundInPlace: true,
      overtime: 75,
    });
    expect(requestOptionsOf(fetch)).toEqual({
      loading: false,
      silent: true,
      notFoundInPlace: true,
      overtime: 75,
    });
  });

  it('ignore an overtime that is not a positive number', () => {
    expect(resolveRequestOptions({ overtime: 0 }).overtime).toBeNull();
    expect(resolveRequestOptions({ overtime: Number.NaN }).overtime).toBeNull();
  });

  it('default to loading shown, toasts on, no overtime for a call without them', () => {
    expect(requestOptionsOf((request) => fetch(request))).toEqual({
      loading: true,
      silent: false,
      notFoundInPlace: false,
      overtime: null,
    });
  });
});
