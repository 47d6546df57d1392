/**
 * PlainField with its label and control draws what Chakra's Field draws around an Input or a
 * NativeSelect — the same markup, ids, classes and CSS, in the browser and from the server — without
 * Ark's Field behind it, and its label names its control.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider, Field, Input, NativeSelect } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  PlainField,
  PlainFieldInput,
  PlainFieldLabel,
  PlainFieldNativeSelect,
} from '@/components/form/plain-field';
import { Provider } from '@/components/ui/provider';
import { portalSystem } from '@/components/ui/system';

function withSystem(element: ReactNode, container?: HTMLElement) {
  const cache = createCache({ key: 'css', ...(container === undefined ? {} : { container }) });
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={portalSystem}>{element}</ChakraProvider>
    </CacheProvider>
  );
}

/**
 * The markup and the CSS emotion wrote for `element` in the browser. Each render takes new ids from
 * React, so the field's id is written as `ID`.
 */
function drawn(element: ReactNode) {
  const styles = document.createElement('div');
  const { container, unmount } = render(withSystem(element, styles));
  const id = screen.getByRole('group').id.replace(/^field::/, '');
  expect(id).not.toBe('');
  const inner = container.innerHTML;
  const markup = inner.replaceAll(id, 'ID');
  const css = styles.textContent;
  unmount();
  return { markup, css };
}

/** What the server writes for `element`, its style elements included. */
const served = (element: ReactNode) => renderToString(withSystem(element));

type Case = { invalid: boolean; control: 'date' | 'search' };

function chakraField({ invalid, control }: Case) {
  return (
    <Field.Root flex="1 1 150px" invalid={invalid}>
      <Field.Label fontSize="sm" color="gray.700">
        起始日期
      </Field.Label>
      {control === 'date' ? (
        <Input type="date" name="dateFrom" value="2026-01-05" max="2026-02-01" readOnly />
      ) : (
        <Input type="search" maxLength={50} placeholder="请输入关键词" value="交通" readOnly />
      )}
    </Field.Root>
  );
}

function plainField({ invalid, control }: Case) {
  return (
    <PlainField flex="1 1 150px" invalid={invalid}>
      <PlainFieldLabel fontSize="sm" color="gray.700">
        起始日期
      </PlainFieldLabel>
      {control === 'date' ? (
        <PlainFieldInput type="date" name="dateFrom" value="2026-01-05" max="2026-02-01" readOnly />
      ) : (
        <PlainFieldInput
          type="search"
          maxLength={50}
          placeholder="请输入关键词"
          value="交通"
          readOnly
        />
      )}
    </PlainField>
  );
}

const options = (
  <>
    <option value="">全部</option>
    <option value="submit">提交</option>
  </>
);

const chakraSelect = (invalid: boolean) => (
  <Field.Root flex="1 1 160px" invalid={invalid}>
    <Field.Label fontSize="sm" color="gray.700">
      操作类型
    </Field.Label>
    <NativeSelect.Root>
      <NativeSelect.Field value="submit" onChange={() => {}}>
        {options}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);

const plainSelect = (invalid: boolean) => (
  <PlainField flex="1 1 160px" invalid={invalid}>
    <PlainFieldLabel fontSize="sm" color="gray.700">
      操作类型
    </PlainFieldLabel>
    <PlainFieldNativeSelect value="submit" onChange={() => {}}>
      {options}
    </PlainFieldNativeSelect>
  </PlainField>
);

/** Each element's attributes, in a fixed order (HTML gives their order no meaning). */
function attributes(markup: string) {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return [...template.content.querySelectorAll('*')].map((element) =>
    [...element.attributes].map(({ name, value }) => `${name}=${value}`).sort(),
  );
}

describe('the plain field', () => {
  it.each<[string, Case]>([
    ['a date', { invalid: false, control: 'date' }],
    ['a refused date', { invalid: true, control: 'date' }],
    ['a keyword', { invalid: false, control: 'search' }],
  ])('draws %s as Chakra’s Field and Input draw it', (_, field) => {
    const chakra = drawn(chakraField(field));
    const plain = drawn(plainField(field));
    expect(plain.markup).toContain('role="group"');
    expect(plain.markup).toContain('for="ID"');
    expect(plain.markup).toContain(field.invalid ? 'aria-invalid="true"' : 'data-part="input"');
    expect(plain.css).toMatch(/\.css-\w+\{/);
    expect(plain).toEqual(chakra);
  });

  it.each<[string, Case]>([
    ['a date', { invalid: false, control: 'date' }],
    ['a refused date', { invalid: true, control: 'date' }],
  ])('is written by the server as Chakra’s Field is, ids included (%s)', (_, field) => {
    const view = served(plainField(field));
    expect(view).toMatch(/<label [^>]*for="[^"]+"/);
    expect(view).toEqual(served(chakraField(field)));
  });

  it('draws a select as Chakra’s Field and NativeSelect draw it', () => {
    const plain = drawn(plainSelect(false));
    expect(plain.markup).toContain('data-part="select"');
    expect(plain).toEqual(drawn(chakraSelect(false)));
    expect(served(plainSelect(false))).toEqual(served(chakraSelect(false)));
  });

  it('marks the select and its chevron of a refused field as Chakra does', () => {
    const plain = drawn(plainSelect(true));
    const chakra = drawn(chakraSelect(true));
    expect(plain.markup).toContain('aria-invalid="true"');
    expect(plain.markup).toMatch(/data-invalid="" class="chakra-native-select__indicator/);
    expect(plain.css).toEqual(chakra.css);
    expect(attributes(plain.markup)).toEqual(attributes(chakra.markup));
  });

  it('names its control by its label and takes what is typed and chosen', async () => {
    const user = userEvent.setup();
    function Fields() {
      const [keyword, setKeyword] = useState('');
      const [kind, setKind] = useState('');
      return (
        <>
          <PlainField>
            <PlainFieldLabel>关键词</PlainFieldLabel>
            <PlainFieldInput value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          </PlainField>
          <PlainField invalid>
            <PlainFieldLabel>操作类型</PlainFieldLabel>
            <PlainFieldNativeSelect value={kind} onChange={(e) => setKind(e.target.value)}>
              {options}
            </PlainFieldNativeSelect>
          </PlainField>
          <output>{`${keyword}/${kind}`}</output>
        </>
      );
    }
    render(<Fields />, { wrapper: Provider });
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '交通');
    const select = screen.getByRole('combobox', { name: '操作类型' });
    expect(select).toBeInvalid();
    await user.selectOptions(select, 'submit');
    expect(screen.getByRole('status')).toHaveTextContent('交通/submit');
  });
});
