/**
 * What a response body is: the `{code, msg, data}` envelope of spec §3, a file to download, or neither.
 */

export type Envelope = { code: number; msg: string; data: unknown };

/** Spec §7: binary and Excel answers are passed through unprocessed. */
const FILE_TYPES = [
  'application/octet-stream',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
];

function mediaType(response: Response): string {
  return (response.headers.get('Content-Type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

export function isFileResponse(response: Response): boolean {
  return FILE_TYPES.includes(mediaType(response));
}

export function isJsonResponse(response: Response): boolean {
  const type = mediaType(response);
  return type === 'application/json' || type.endsWith('+json');
}

/** An object with a numeric `code` is an envelope; a missing or non-text `msg` reads as empty. */
export function toEnvelope(value: unknown): Envelope | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const code: unknown = Reflect.get(value, 'code');
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  const msg: unknown = Reflect.get(value, 'msg');
  return {
    code,
    msg: typeof msg === 'string' ? msg : '',
    data: Reflect.get(value, 'data') ?? null,
  };
}

/** Parses JSON text into an envelope; anything else (empty, not JSON, not an envelope) gives null. */
export function parseEnvelope(text: string): Envelope | null {
  if (text.trim() === '') return null;
  try {
    return toEnvelope(JSON.parse(text));
  } catch {
    // A body that is not JSON holds no envelope; the caller decides what that means.
    return null;
  }
}

/** Reads the envelope of a JSON response without consuming the original body. */
export async function readEnvelope(response: Response): Promise<Envelope | null> {
  if (!isJsonResponse(response)) return null;
  return parseEnvelope(await response.clone().text());
}
