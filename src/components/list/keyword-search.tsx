/**
 * The keyword box of a list: a labelled search field with its button. It submits on Enter or the
 * button, and follows the URL when Back changes the keyword.
 *
 * Given where a search leads (`target`: the list's address without the keyword, and the keyword's
 * parameter), it is a GET form to that address, the list's other parameters carried in hidden fields:
 * before the scripts run the browser submits it and the server draws the results. What was typed
 * before they ran is kept and searched for after (src/lib/use-typed-before-scripts.ts).
 */
import { Button, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PlainInput } from '@/components/ui/plain-input';
import { getFormTarget } from '@/lib/get-form-target';
import { useTypedBeforeScripts } from '@/lib/use-typed-before-scripts';

type KeywordSearchProps = {
  label: string;
  placeholder: string;
  submitLabel: string;
  keyword: string;
  onSearch: (keyword: string) => void;
  maxLength?: number;
  target?: { href: string; name: string };
};

export function KeywordSearch({
  label,
  placeholder,
  submitLabel,
  keyword,
  onSearch,
  maxLength = 50,
  target,
}: KeywordSearchProps) {
  const form = target === undefined ? null : getFormTarget(target.href, [target.name]);
  const inputId = useId();
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setDraft(keyword);
  }
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeScripts(input, setDraft);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch((input.current?.value ?? draft).trim());
  }

  return (
    <chakra.form
      role="search"
      aria-label={label}
      onSubmit={submit}
      display="flex"
      width="full"
      {...(form === null ? {} : { method: 'get', action: form.action })}
    >
      {form?.hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>{label}</label>
      </VisuallyHidden>
      <PlainInput
        ref={input}
        id={inputId}
        type="search"
        name={target?.name}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        size="lg"
        bg="white"
        borderColor="brand.200"
        borderEndRadius="0"
        fontSize="md"
        _placeholder={{ color: 'gray.500' }}
      />
      <Button
        type="submit"
        colorPalette="brand"
        size="lg"
        borderStartRadius="0"
        px="6"
        flexShrink={0}
      >
        <Search aria-hidden="true" />
        {submitLabel}
      </Button>
    </chakra.form>
  );
}
