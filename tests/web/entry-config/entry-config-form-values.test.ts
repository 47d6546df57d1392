import type { TextFunction } from '@/i18n/text-key';
import { describe, expect, it } from 'vitest';
import {
  checkFormValues,
  type EntryConfigFormValues,
} from '@/features/entry-config/entry-config-form-values';

const t = ((key: string) => key) as unknown as TextFunction;

const filled: EntryConfigFormValues = {
  name: '营业执照',
  description: '',
  required: true,
  allowedTypes: ['pdf'],
  sizeMb: '10',
  sortOrder: '',
};

function check(patch: Partial<EntryConfigFormValues>) {
  return checkFormValues({ ...filled, ...patch }, t);
}

describe('entry-config form checks (spec §5 numeric strings and empty values)', () => {
  it.each([
    ['10', 10 * 1024 * 1024],
    ['0.5', 512 * 1024],
    ['.5', 512 * 1024],
    ['+2', 2 * 1024 * 1024],
    [' 1.25 ', Math.round(1.25 * 1024 * 1024)],
  ])('takes the size %j as a number of MB', (sizeMb, bytes) => {
    const result = check({ sizeMb });
    expect(result.ok && result.fields.maxSizeBytes).toBe(bytes);
  });

  it.each(['', '   ', 'abc', '1e2', '0x10', 'Infinity', '1.234', '-1', '0', '100.01', '1,5'])(
    'refuses the size %j',
    (sizeMb) => {
      const result = check({ sizeMb });
      expect(result.ok ? null : result.errors.sizeMb).toBe('entryConfig.form.sizeInvalid');
    },
  );

  it('leaves a blank order out, so the server puts the material last', () => {
    for (const sortOrder of ['', '  ']) {
      const result = check({ sortOrder });
      expect(result.ok && 'sortOrder' in result.fields).toBe(false);
    }
  });

  it.each([
    ['0', 0],
    ['7', 7],
    ['+12', 12],
    ['999', 999],
  ])('takes the order %j', (sortOrder, order) => {
    const result = check({ sortOrder });
    expect(result.ok && result.fields.sortOrder).toBe(order);
  });

  it.each(['1000', '1.5', '-1', 'x', '1e1'])('refuses the order %j', (sortOrder) => {
    const result = check({ sortOrder });
    expect(result.ok ? null : result.errors.sortOrder).toBe('entryConfig.form.orderInvalid');
  });
});
