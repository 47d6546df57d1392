/**
 * The Chakra system of the signed-in workspace: the portal's system (src/components/ui/system.ts)
 * with the recipes of the components only workspace pages draw — forms' checkboxes, switches,
 * fieldsets and text areas, the review's facts lists and queue figures, the roles' lists, the
 * one-time password. They stay out of every public page's start; the workspace's layout
 * (src/app/layouts/workspace-layout.tsx) provides this system to its pages, which load with it.
 * Dialogs and menus a workspace page opens are drawn in a portal but inside its React tree, so they
 * get it too; the toaster lives outside the workspace and its recipe is the portal's.
 *
 * It is built from the same configuration, so every token and class is the same as the portal's
 * system gives; the global styles are already in the document (the portal's provider or the server
 * wrote them), so this system neither works them out nor writes them. tests/web/components/system-recipes.test.ts
 * checks which recipes are the workspace's, tests/web/components/workspace-system.test.tsx that
 * both systems draw alike.
 */
import { createSystem, defineConfig } from '@chakra-ui/react';
import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dataListSlotRecipe,
  fieldsetSlotRecipe,
  listSlotRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { portalBaseConfig } from './portal-base-config';
import { withRememberedStyles } from './remembered-styles';
import { withGlobalsInDocument, withoutGlobalStyles } from './system';
import { portalConfig, themeConfig } from './theme-config';

export const workspaceRecipes = {
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  textarea: textareaRecipe,
};

export const workspaceSlotRecipes = {
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
};

const workspaceConfig = defineConfig({
  theme: { recipes: workspaceRecipes, slotRecipes: workspaceSlotRecipes },
});

// The portal's configuration last, as in the portal's system: its toast recipe overrides Chakra's.
// The global styles are the portal provider's or the server's, so this system works none out.
export const workspaceSystem = withGlobalsInDocument(
  withRememberedStyles(
    createSystem(
      portalBaseConfig,
      withoutGlobalStyles(themeConfig),
      workspaceConfig,
      withoutGlobalStyles(portalConfig),
    ),
  ),
);
