/**
 * Numbers as `Intl.NumberFormat('zh-CN', { maximumFractionDigits })` writes them (12,345 · 1,234.5),
 * without `Intl`: the first formatter a tab makes loads the browser's locale data, a pause that would
 * otherwise be part of the start of every page showing a count (src/lib/beijing-calendar.ts says
 * more). English writes them the same way. It rounds the shortest decimal form half away from zero, as
 * `Intl` does; what it cannot write in fixed notation (NaN, ±∞, 10²¹ and more) goes to `Intl`.
 */

let fallback: Map<number, Intl.NumberFormat> | undefined;

function fromIntl(value: number, maximumFractionDigits: number): string {
  fallback ??= new Map();
  let format = fallback.get(maximumFractionDigits);
  if (format === undefined) {
    format = new Intl.NumberFormat('zh-CN', { maximumFractionDigits });
    fallback.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

/**
 * The shortest decimal digits that read back as `value` (what `String` writes), as whole and
 * fraction digits: `Intl` rounds these, not the binary value (1.0005 is 1.001 to three decimals).
 */
function decimalDigits(value: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText = '0'] = String(value).split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  const digits = head + tail;
  const point = head.length + Number(exponentText);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length)
    return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const chars = [...digits];
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/** `value` with digits grouped by thousands and at most `maximumFractionDigits` decimals (0–20). */
export function formatDecimal(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return fromIntl(value, maximumFractionDigits);
  }
  const negative = value < 0 || Object.is(value, -0);
  const { whole, fraction } = decimalDigits(Math.abs(value));
  // Rounded half away from zero at the last decimal kept.
  let kept = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') kept = increment(kept);
  const wholeDigits = kept.slice(0, kept.length - maximumFractionDigits).replace(/^0+(?=\d)/, '');
  const decimals = kept.slice(kept.length - maximumFractionDigits).replace(/0+$/, '');
  const grouped = (wholeDigits === '' ? '0' : wholeDigits).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${decimals === '' ? '' : `.${decimals}`}`;
}
