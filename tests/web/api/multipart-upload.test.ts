// @vitest-environment node
/**
 * An upload keeps its multipart body and file name through the middleware. It runs in the node
 * environment because jsdom's Blob and File are not understood by Node's fetch, which would lose the
 * bytes before the middleware is even involved.
 */
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../support/fake-api';
import { envelopeResponse } from '../../support/fake-fetch';

describe('multipart upload', () => {
  it('arrives with its fields, file bytes and file name, and the token header', async () => {
    const harness = createFakeApi(() => envelopeResponse(0, '', null));
    harness.token.current = 'tok-upload';
    const form = new FormData();
    form.set('applicationId', 'a-1');
    form.set('entryConfigId', 'c-1');
    form.set('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), '营业执照.pdf');
    await harness.api.POST('/second/entry/file-upload', {
      body: { applicationId: 'a-1', entryConfigId: 'c-1', file: '' },
      bodySerializer: () => form,
    });
    const request = harness.fake.lastRequest();
    expect(request.headers.get('User-Token')).toBe('tok-upload');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await request.formData();
    expect(received.get('applicationId')).toBe('a-1');
    expect(received.get('entryConfigId')).toBe('c-1');
    const file = received.get('file');
    expect(
      typeof file === 'string'
        ? null
        : { name: file?.name, type: file?.type, text: await file?.text() },
    ).toEqual({
      name: '营业执照.pdf',
      type: 'application/pdf',
      text: '%PDF-1.7',
    });
  });
});
