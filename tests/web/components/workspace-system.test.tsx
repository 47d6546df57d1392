/**
 * The workspace's Chakra system (src/components/ui/workspace-system.ts), provided by the workspace's
 * layout inside the portal's provider, draws the workspace's components — in the page and in a
 * dialog's portal — with the same markup, classes and CSS as one system holding every recipe, as the
 * portal had before its workspace recipes moved out of the start; and it writes no global styles of
 * its own, the portal's provider having written them.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  Checkbox,
  ChakraProvider,
  Code,
  createSystem,
  DataList,
  defaultBaseConfig,
  defineConfig,
  Dialog,
  Fieldset,
  List,
  Portal,
  Stat,
  Switch,
  Textarea,
} from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { withRememberedStyles } from '@/components/ui/remembered-styles';
import { portalConfig, themeConfig } from '@/components/ui/theme-config';
import {
  workspaceRecipes,
  workspaceSlotRecipes,
  workspaceSystem,
} from '@/components/ui/workspace-system';
import { portalSystem } from '@/components/ui/system';

/** One system with every recipe, the portal's and the workspace's. */
const everyRecipeSystem = withRememberedStyles(
  createSystem(
    defaultBaseConfig,
    themeConfig,
    defineConfig({ theme: { recipes: workspaceRecipes, slotRecipes: workspaceSlotRecipes } }),
    portalConfig,
  ),
);

function WorkspaceParts() {
  return (
    <>
      <Checkbox.Root defaultChecked>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>必需</Checkbox.Label>
      </Checkbox.Root>
      <Switch.Root defaultChecked>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>启用</Switch.Label>
      </Switch.Root>
      <Fieldset.Root>
        <Fieldset.Legend>允许类型</Fieldset.Legend>
        <Textarea defaultValue="审核意见" />
      </Fieldset.Root>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>受理编号</DataList.ItemLabel>
          <DataList.ItemValue>
            <Code>JS2026000011</Code>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Stat.Root>
        <Stat.Label>待初审</Stat.Label>
        <Stat.ValueText>4</Stat.ValueText>
      </Stat.Root>
      <List.Root>
        <List.Item>公告管理</List.Item>
      </List.Root>
      <Dialog.Root open>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Title>确认通过</Dialog.Title>
              <Checkbox.Root>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>已阅读</Checkbox.Label>
              </Checkbox.Root>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/** The markup (the page's and the dialog's), ids aside, and the CSS emotion wrote for it. */
function drawn(tree: (children: ReactNode) => ReactNode) {
  const styles = document.createElement('div');
  document.head.append(styles);
  const cache = createCache({ key: 'css', container: styles });
  const { container, unmount } = render(
    <CacheProvider value={cache}>{tree(<WorkspaceParts />)}</CacheProvider>,
  );
  const dialog = screen.getByRole('dialog');
  const withoutIds = (html: string) => html.replace(/(id|for|aria-\w+)="[^"]*"/g, '$1=""');
  const result = {
    page: withoutIds(container.innerHTML),
    dialog: withoutIds(dialog.outerHTML),
    css: styles.textContent,
  };
  unmount();
  styles.remove();
  return result;
}

describe("the workspace's Chakra system", () => {
  it('draws the workspace as one system with every recipe does, dialogs included', () => {
    const inWorkspace = drawn((children) => (
      <ChakraProvider value={portalSystem}>
        <ChakraProvider value={workspaceSystem}>{children}</ChakraProvider>
      </ChakraProvider>
    ));
    const withEveryRecipe = drawn((children) => (
      <ChakraProvider value={everyRecipeSystem}>{children}</ChakraProvider>
    ));
    expect(inWorkspace.page).toBe(withEveryRecipe.page);
    expect(inWorkspace.dialog).toBe(withEveryRecipe.dialog);
    expect(inWorkspace.css).toBe(withEveryRecipe.css);
    // The workspace's recipes styled its parts: their classes, and their rules in the CSS.
    for (const part of [
      'chakra-checkbox__control',
      'chakra-switch__control',
      'fieldset__legend',
      'chakra-textarea',
      'chakra-data-list__item',
      'chakra-stat__label',
      'chakra-list__root',
      'chakra-code',
    ]) {
      expect(inWorkspace.page).toContain(part);
    }
    expect(inWorkspace.dialog).toContain('chakra-checkbox__control');
    expect(inWorkspace.css).toContain('--switch-width');
    const control = /chakra-checkbox__control (css-[\w-]+)/.exec(inWorkspace.page)?.[1];
    expect(inWorkspace.css).toMatch(new RegExp(`\\.${control}\\{[^}]*border`));
  });

  it('writes no global styles of its own', () => {
    const globalStyles = (css: string) => css.split(':where(html, .chakra-theme)').length - 1;
    const portalAlone = drawn((children) => (
      <ChakraProvider value={portalSystem}>{children}</ChakraProvider>
    ));
    const inWorkspace = drawn((children) => (
      <ChakraProvider value={portalSystem}>
        <ChakraProvider value={workspaceSystem}>{children}</ChakraProvider>
      </ChakraProvider>
    ));
    expect(globalStyles(portalAlone.css)).toBeGreaterThan(0);
    expect(globalStyles(inWorkspace.css)).toBe(globalStyles(portalAlone.css));
    expect(workspaceSystem._global).toEqual([]);
  });
});
