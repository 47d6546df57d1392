/**
 * JSON answers compressed for the client in one call, with the settings @fastify/compress uses
 * (brotli at quality 4, else gzip at zlib's default level), and marked `Content-Encoding` so the
 * plugin leaves them as they are; every other answer (files, pages) is still the plugin's.
 *
 * The plugin compresses through a chain of streams. For an answer of a few dozen kilobytes (a
 * catalogue page with its facets is 28 KB) that chain costs more than the handler: under load it
 * halved the rate of the resource list. In one call the same bytes cost a third of that: 0.4 ms of
 * gzip for the catalogue page. (Node's asynchronous one-call form runs on the thread pool but still
 * as a stream, and costs twice the CPU in all: on a busy server with two cores, more than it frees.)
 *
 * Compressing is a function of the bytes alone, so an answer the same, byte for byte, as one of
 * those sent a moment ago (a catalogue page many visitors ask for between two changes) is sent as it
 * was compressed then, found by its digest: a digest costs a tenth of compressing. Only an identical
 * answer is ever matched, so nothing of one caller's answer can reach another's.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The whole answer in one output buffer: one pass of the compressor instead of several. */
const chunkSize = 64 * 1024;

/** Compressed answers by encoding and digest, the most recent last; a few dozen at most. */
const recentlyCompressed = new Map<string, Buffer>();
const recentLimit = 64;

/** Below this many bytes an answer goes as it is (as the plugin's default threshold). */
export const compressionThreshold = 1024;

export type JsonEncoding = 'br' | 'gzip';

/** The encoding to answer in for `Accept-Encoding`: brotli first, then gzip; null for neither. */
export function acceptedEncoding(header: string | string[] | undefined): JsonEncoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const quality = parameters
      .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const accepts = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function compress(encoding: JsonEncoding, payload: string | Buffer, size: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(payload, {
        chunkSize,
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      })
    : gzipSync(payload, { chunkSize });
}

/** `payload` compressed, or as it was compressed when the same bytes were sent a moment ago. */
function compressedOnce(encoding: JsonEncoding, payload: string | Buffer, size: number): Buffer {
  const key = `${encoding} ${createHash('sha256').update(payload).digest('base64')}`;
  const kept = recentlyCompressed.get(key);
  if (kept !== undefined) {
    recentlyCompressed.delete(key);
    recentlyCompressed.set(key, kept);
    return kept;
  }
  const body = compress(encoding, payload, size);
  if (recentlyCompressed.size >= recentLimit) {
    const oldest = recentlyCompressed.keys().next();
    if (oldest.done !== true) recentlyCompressed.delete(oldest.value);
  }
  recentlyCompressed.set(key, body);
  return body;
}

function isJson(contentType: ReturnType<FastifyReply['getHeader']>): boolean {
  // Fastify types a serialized object's answer as JSON after this point when nothing set it.
  if (contentType === undefined) return true;
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((value) => value.trim());
  if (!values.some((value) => value.toLowerCase() === 'accept-encoding' || value === '*')) {
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
}

/** For an `onSend` hook: `payload` compressed when it is a JSON answer worth it and the client accepts. */
export function compressedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || !isJson(reply.getHeader('content-type')))
    return payload;
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < compressionThreshold) return payload;
  addVary(reply);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return payload;
  const body = compressedOnce(encoding, payload, size);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
}
