/** Small builders for the articles' rich text, and the plain text search reads. */

export type Block = string;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const p = (text: string): Block => `<p>${escapeHtml(text)}</p>`;
/** A paragraph that starts with a bold lead-in: 【一、总体要求】…. */
export const lead = (head: string, text: string): Block =>
  `<p><strong>${escapeHtml(head)}</strong>${escapeHtml(text)}</p>`;
export const h2 = (text: string): Block => `<h2>${escapeHtml(text)}</h2>`;
export const h3 = (text: string): Block => `<h3>${escapeHtml(text)}</h3>`;
export const ul = (items: readonly string[]): Block =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
export const ol = (items: readonly string[]): Block =>
  `<ol>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`;
export const table = (head: readonly string[], rows: readonly (readonly string[])[]): Block =>
  `<table><thead><tr>${head.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** The text of the body without tags: block ends become line breaks, entities are decoded. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<\/(p|h2|h3|li|tr)>/g, '\n')
    .replace(/<\/t[dh]>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
