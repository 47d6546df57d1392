/**
 * Whether a piece of text shows anything: what is left once white space, control characters and
 * invisible format characters (bidirectional overrides such as U+202E, zero-width spaces and joiners,
 * the byte-order mark) are taken away. A title made of those alone would be stored and shown blank.
 */
const invisibleOnly = /^[\s\p{Cc}\p{Cf}]*$/u;

export function hasVisibleText(text: string): boolean {
  return !invisibleOnly.test(text);
}
