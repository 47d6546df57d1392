/**
 * The state of a form made of a title and a rich-text body (公告编辑, 内容配置): the title as typed,
 * the body as the editor reports it, which field is refused and why, and whether 预览 is shown.
 * `validate` checks both before anything is sent and moves the focus to the first refused field;
 * `TitleBodyFields` draws them.
 */
import { useId, useRef, useState } from 'react';
import type { EditorValue } from './rich-text-editor';

export const titleMaxLength = 100;

type Errors = { title?: string; body?: string };

/** Why a title or a body is refused, in the words of the form that uses them. */
export type TitleBodyMessages = {
  titleRequired: string;
  titleTooLong: string;
  bodyRequired: string;
};

export function useTitleBodyFields(initialTitle: string) {
  const titleId = useId();
  const bodyErrorId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [title, setTitle] = useState(initialTitle);
  const [body, setBody] = useState<EditorValue>({ html: '', text: '' });
  const [savedHtml, setSavedHtml] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState(false);
  const bodyEmpty = body.text.trim() === '';

  function validate(messages: TitleBodyMessages): boolean {
    const trimmed = title.trim();
    const next: Errors = {};
    if (trimmed === '') next.title = messages.titleRequired;
    else if ([...trimmed].length > titleMaxLength) next.title = messages.titleTooLong;
    if (bodyEmpty) next.body = messages.bodyRequired;
    setErrors(next);
    if (next.title !== undefined) titleRef.current?.focus();
    else if (next.body !== undefined) {
      setPreview(false);
      bodyRef.current?.querySelector<HTMLElement>('[contenteditable]')?.focus();
    }
    return next.title === undefined && next.body === undefined;
  }

  return {
    title,
    setTitle,
    body,
    bodyEmpty,
    /** The body differs from the one the server holds (known once the editor has read it). */
    bodyChanged: savedHtml !== null && body.html !== savedHtml,
    /** The body as it is now is what the server holds. */
    markBodySaved: () => setSavedHtml(body.html),
    validate,
    errors,
    preview,
    setPreview,
    titleId,
    bodyErrorId,
    titleRef,
    bodyRef,
    changeTitle: (value: string) => {
      setTitle(value);
      setErrors((current) =>
        current.title === undefined ? current : { ...current, title: undefined },
      );
    },
    /** The editor has read the initial body: that is what the server holds. */
    readBody: (value: EditorValue) => {
      setBody(value);
      setSavedHtml(value.html);
    },
    changeBody: (value: EditorValue) => {
      setBody(value);
      if (value.text.trim() === '') return;
      setErrors((current) =>
        current.body === undefined ? current : { ...current, body: undefined },
      );
    },
  };
}

export type TitleBodyFieldsState = ReturnType<typeof useTitleBodyFields>;
