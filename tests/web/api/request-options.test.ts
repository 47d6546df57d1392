import { describe, expect, it } from 'vitest';
import { takeRequestOptions, withOptions } from '@/api/request-options';

describe('per-request options', () => {
  it('are carried as headers and merged over the call site headers', () => {
    expect(
      withOptions({ loading: false, silent: true, overtime: 90 }, { Accept: 'text/csv' }),
    ).toEqual({
      headers: {
        Accept: 'text/csv',
        'X-Portal-Loading': 'off',
        'X-Portal-Silent': 'on',
        overtime: '90',
      },
    });
    expect(withOptions({})).toEqual({ headers: {} });
  });

  it('ignore an overtime that is not a positive number', () => {
    expect(withOptions({ overtime: 0 }).headers).toEqual({});
    expect(withOptions({ overtime: Number.NaN }).headers).toEqual({});
  });

  it('are read back with the private headers removed; overtime goes out under its spec name', () => {
    const headers = new Headers(
      withOptions({ loading: false, silent: true, notFoundInPlace: true, overtime: 75 }).headers,
    );
    expect(takeRequestOptions(headers)).toEqual({
      loading: false,
      silent: true,
      notFoundInPlace: true,
      overtime: 75,
    });
    expect([...headers.keys()]).toEqual(['overtime']);
  });

  it('default to loading shown, toasts on, no overtime', () => {
    expect(takeRequestOptions(new Headers({ overtime: 'soon' }))).toEqual({
      loading: true,
      silent: false,
      notFoundInPlace: false,
      overtime: null,
    });
  });
});
