/**
 * The portal's system remembers what its style functions worked out (src/components/ui/remembered-
 * styles.ts): a page drawn with it must look exactly like one drawn with Chakra's own functions —
 * the same markup, the same class names, the same CSS — the first time and every time after, when
 * the answers come from memory.
 */
/* eslint-disable testing-library/no-container -- the subject is the class names and the CSS emotion
   writes, which no query for what a user sees can reach */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  Badge,
  Box,
  Button,
  ChakraProvider,
  createSystem,
  defaultBaseConfig,
  Flex,
  Heading,
  Link,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRememberedStyles } from '@/components/ui/remembered-styles';
import { portalSystem } from '@/components/ui/system';
import { portalConfig, themeConfig } from '@/components/ui/theme-config';

function Sample({ wide }: { wide: boolean }) {
  return (
    <Box as="section" bg="white" px={{ base: '4', md: '6' }} py="3" borderWidth="1px">
      <Flex gap="3" align="center" justify="space-between" wrap={wide ? 'nowrap' : 'wrap'}>
        <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="gray.900">
          数据专区
        </Heading>
        <Badge variant="subtle" colorPalette={wide ? 'green' : 'gray'}>
          受理中
        </Badge>
      </Flex>
      <Text fontSize="sm" color="gray.600" lineClamp={2} css={{ '& + p': { mt: '2' } }}>
        公共数据授权运营
      </Text>
      <Link href="/dataResource" color="brand.fg" _hover={{ textDecoration: 'none' }}>
        更多
      </Link>
      <Button colorPalette="brand" size={{ base: 'sm', md: 'md' }} px={wide ? '8' : '3'}>
        搜索
      </Button>
      <Tabs.Root defaultValue="views" variant="line" colorPalette="brand">
        <Tabs.List>
          <Tabs.Trigger value="views">最多浏览</Tabs.Trigger>
          <Tabs.Trigger value="updated">最新发布</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="views">内容</Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

/** The markup and the CSS emotion wrote for `<Sample>` drawn with `system`, in a style cache of its own. */
function drawn(system: typeof portalSystem, wide: boolean) {
  const styles = document.createElement('div');
  const cache = createCache({ key: 'css', container: styles });
  const { container, unmount } = render(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <Sample wide={wide} />
      </ChakraProvider>
    </CacheProvider>,
  );
  // React numbers its ids across renders; the rest must be the same.
  const markup = container.innerHTML.replace(/_r_\w+_/g, '_r_');
  const css = styles.textContent;
  unmount();
  return { markup, css };
}

describe('the system that remembers its styles', () => {
  const chakraOwn = createSystem(defaultBaseConfig, themeConfig, portalConfig);

  it.each([true, false])(
    'draws what Chakra’s own functions draw, first and from memory (wide %s)',
    (wide) => {
      const expected = drawn(chakraOwn, wide);
      expect(expected.markup).toContain('class="css-');
      expect(expected.css).toContain('--portal-colors-brand-solid:');
      expect(drawn(portalSystem, wide)).toEqual(expected);
      // Again, every answer now from memory.
      expect(drawn(portalSystem, wide)).toEqual(expected);
    },
  );

  it('gives the same style object for the same styles, and Chakra’s for new ones', () => {
    const remembering = withRememberedStyles(chakraOwn);
    const first = remembering.css({ px: '4', color: 'brand.fg' });
    expect(remembering.css({ px: '4', color: 'brand.fg' })).toBe(first);
    expect({ ...first }).toEqual({ ...chakraOwn.css({ px: '4', color: 'brand.fg' }) });
    expect({ ...remembering.css({ px: '5', color: 'brand.fg' }) }).toEqual({
      ...chakraOwn.css({ px: '5', color: 'brand.fg' }),
    });
  });

  it('keeps one recipe function per recipe definition', () => {
    const remembering = withRememberedStyles(chakraOwn);
    const definition = { base: { display: 'flex' }, variants: { size: { sm: { px: '2' } } } };
    const recipe = remembering.cva(definition);
    expect(remembering.cva(definition)).toBe(recipe);
    expect(recipe.variantKeys).toEqual(['size']);
    expect({ ...recipe({ size: 'sm' }) }).toEqual({ ...chakraOwn.cva(definition)({ size: 'sm' }) });
  });
});
