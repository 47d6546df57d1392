/**
 * The site search: a labelled search field that opens the search results page with the keyword.
 * Used small in the header and large in the home page's hero band. It is a GET form to the results
 * page, so the browser submits it before the scripts run and the server draws the results; what
 * was typed before they ran is kept and searched for after (src/lib/use-typed-before-scripts.ts).
 */
import { Button, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, withQuery } from '@/config/routes';
import { PlainInput } from '@/components/ui/plain-input';
import { useTypedBeforeScripts } from '@/lib/use-typed-before-scripts';

type SearchFormProps = {
  label: string;
  placeholder: string;
  submitLabel: string;
  size?: 'compact' | 'large';
  initialKeyword?: string;
};

export function SearchForm({
  label,
  placeholder,
  submitLabel,
  size = 'compact',
  initialKeyword = '',
}: SearchFormProps) {
  const inputId = useId();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initialKeyword);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeScripts(input, setKeyword);
  const large = size === 'large';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = input.current?.value ?? keyword;
    void navigate(withQuery(paths.search, { keyword: typed.trim() }));
  }

  return (
    <chakra.form
      role="search"
      aria-label={label}
      onSubmit={submit}
      method="get"
      action={paths.search}
      display="flex"
      width="full"
      gap="0"
    >
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>{label}</label>
      </VisuallyHidden>
      <PlainInput
        ref={input}
        id={inputId}
        type="search"
        name="keyword"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        size={large ? { base: 'lg', md: 'xl' } : 'sm'}
        bg="white"
        color="gray.800"
        borderColor={large ? 'transparent' : 'gray.300'}
        borderEndRadius="0"
        fontSize={large ? 'md' : 'sm'}
        _placeholder={{ color: 'gray.500' }}
      />
      <Button
        type="submit"
        colorPalette="brand"
        size={large ? { base: 'lg', md: 'xl' } : 'sm'}
        borderStartRadius="0"
        flexShrink={0}
        px={large ? { base: '4', md: '8' } : '3'}
        bg={large ? 'brand.800' : 'brand.solid'}
        _hover={{ bg: large ? 'brand.900' : 'brand.700' }}
      >
        <Search aria-hidden="true" />
        {submitLabel}
      </Button>
    </chakra.form>
  );
}
