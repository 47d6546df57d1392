/**
 * PlainInput and PlainNativeSelect draw what Chakra's Input and NativeSelect draw outside a Field —
 * the same markup, the same classes, the same CSS — without Ark's Field behind them, and they work as
 * the controls they are.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider, Input, NativeSelect } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainInput } from '@/components/ui/plain-input';
import { PlainNativeSelect } from '@/components/ui/plain-native-select';
import { Provider } from '@/components/ui/provider';
import { portalSystem } from '@/components/ui/system';

/** The markup and the CSS emotion wrote for `element`, in a style cache of its own. */
function drawn(element: ReactNode) {
  const styles = document.createElement('div');
  const cache = createCache({ key: 'css', container: styles });
  const { container, unmount } = render(
    <CacheProvider value={cache}>
      <ChakraProvider value={portalSystem}>{element}</ChakraProvider>
    </CacheProvider>,
  );
  const markup = container.innerHTML;
  const css = styles.textContent;
  unmount();
  return { markup, css };
}

const options = ['10', '20', '50'].map((size) => (
  <option key={size} value={size}>
    每页 {size} 条
  </option>
));

describe('the plain controls', () => {
  it.each([
    ['small', 'sm' as const],
    ['responsive', { base: 'lg', md: 'xl' } as const],
  ])('draw the input as Chakra’s Input draws it (%s)', (_, size) => {
    const props = {
      id: 'keyword',
      type: 'search',
      name: 'keyword',
      placeholder: '搜索数据资源、产品、资讯',
      maxLength: 100,
      size,
      bg: 'white',
      borderEndRadius: '0',
      _placeholder: { color: 'gray.500' },
      readOnly: true,
      value: '交通',
    };
    const chakra = drawn(<Input {...props} />);
    const plain = drawn(<PlainInput {...props} />);
    expect(plain.markup).toContain('class="chakra-input css-');
    expect(plain.css).toMatch(/\.css-\w+\{/);
    expect(plain).toEqual(chakra);
  });

  it.each([
    ['usable', false, false],
    ['disabled', true, false],
    ['refused', false, true],
  ])('draw the select as Chakra’s NativeSelect draws it (%s)', (_, disabled, invalid) => {
    const chakra = drawn(
      <NativeSelect.Root size="sm" width="auto" disabled={disabled} invalid={invalid}>
        <NativeSelect.Field id="size" value="20" bg="white" onChange={() => {}}>
          {options}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>,
    );
    const plain = drawn(
      <PlainNativeSelect
        size="sm"
        width="auto"
        disabled={disabled}
        invalid={invalid}
        id="size"
        value="20"
        bg="white"
        onChange={() => {}}
      >
        {options}
      </PlainNativeSelect>,
    );
    expect(plain.markup).toContain('<svg viewBox="0 0 24 24"');
    expect(plain.css).toMatch(/\.css-\w+\{/);
    expect(plain).toEqual(chakra);
  });

  it('take what is typed and chosen', async () => {
    const user = userEvent.setup();
    function Controls() {
      const [keyword, setKeyword] = useState('');
      const [size, setSize] = useState('10');
      return (
        <>
          <label htmlFor="keyword">关键词</label>
          <PlainInput id="keyword" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          <label htmlFor="size">每页条数</label>
          <PlainNativeSelect id="size" value={size} onChange={(e) => setSize(e.target.value)}>
            {options}
          </PlainNativeSelect>
          <output>{`${keyword}/${size}`}</output>
        </>
      );
    }
    render(<Controls />, { wrapper: Provider });
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '交通');
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '50');
    expect(screen.getByRole('status')).toHaveTextContent('交通/50');
  });

  it('cannot choose in a disabled select', () => {
    render(
      <>
        <label htmlFor="size">每页条数</label>
        <PlainNativeSelect id="size" disabled defaultValue="10">
          {options}
        </PlainNativeSelect>
      </>,
      { wrapper: Provider },
    );
    expect(screen.getByRole('combobox', { name: '每页条数' })).toBeDisabled();
  });
});
