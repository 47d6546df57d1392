/**
 * Phone numbers leave the server masked: the middle of the number becomes asterisks
 * (`13800001001` → `138****1001`), enough for a person to recognise their own number and no more.
 */
export function maskPhone(phone: string): string {
  if (/^1[3-9]\d{9}$/.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  const digits = phone.replace(/[^0-9-]/g, '');
  if (digits.length <= 4) return '*'.repeat(7);
  const hidden = Math.max(4, digits.length - 7);
  const head = digits.slice(0, Math.max(0, digits.length - 4 - hidden));
  return `${head}${'*'.repeat(hidden)}${digits.slice(-4)}`.padStart(7, '*');
}
