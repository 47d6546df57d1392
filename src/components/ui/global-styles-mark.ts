/**
 * The mark of the `<style>` element holding the theme's global styles (reset, tokens, layer order)
 * that the server writes into the head of every page it draws (src/app/ssr/server-styles.ts). A
 * document that has it needs no system to work those styles out again (src/components/ui/system.ts).
 */
export const globalStylesAttribute = 'data-portal-global-styles';

/** Whether `doc` (when there is one: not on the server) already holds the theme's global styles. */
export function hasGlobalStyles(doc: Document | undefined = globalThis.document): boolean {
  return doc?.querySelector(`style[${globalStylesAttribute}]`) != null;
}
