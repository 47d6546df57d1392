/**
 * A translated sentence with one part marked `<strong>…</strong>` (`list.totalResults`: 共找到
 * <strong>{{count}}</strong> 条结果), drawn with that part in the `strong` element given. This is what
 * react-i18next's `Trans` would draw, without the HTML parser it brings to every public page for
 * one sentence. A text without the mark is drawn as it is.
 */
import { cloneElement, type ReactElement, type ReactNode } from 'react';

const marked = /^([\s\S]*?)<strong>([\s\S]*?)<\/strong>([\s\S]*)$/;

export function TextWithStrong({
  text,
  strong,
}: {
  text: string;
  strong: ReactElement<{ children?: ReactNode }>;
}) {
  const parts = marked.exec(text);
  if (parts === null) return text;
  const [, before = '', inside = '', after = ''] = parts;
  return (
    <>
      {before}
      {cloneElement(strong, undefined, inside)}
      {after}
    </>
  );
}
