/**
 * A `multipart/form-data` body written out by hand for `app.inject`, so text fields and file names
 * reach the server exactly as given (a browser's FormData would clean some names up). A file name given
 * as bytes is sent as those bytes, for names that are not valid UTF-8.
 */
export type FormPart =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly filename: string | Buffer; readonly bytes: Buffer };

export function multipartBody(parts: readonly FormPart[]): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = '----portal-test-form-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="`,
        ),
        Buffer.isBuffer(part.filename) ? part.filename : Buffer.from(part.filename),
        Buffer.from('"\r\nContent-Type: application/octet-stream\r\n\r\n'),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
