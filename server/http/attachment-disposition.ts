/**
 * `Content-Disposition: attachment` (or `inline`, for 预览) with the original file name (RFC 6266):
 * the UTF-8 name in `filename*` (RFC 5987 percent-encoding), which every current browser prefers, and
 * a plain ASCII stand-in in `filename` for clients that know only that form.
 */

/** RFC 5987 `attr-char` is narrower than what `encodeURIComponent` leaves alone. */
function encodeExtendedValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function attachmentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const asciiName = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeExtendedValue(fileName)}`;
}
