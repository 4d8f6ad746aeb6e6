/** The attribute of the <style> the build writes Chakra's global CSS into (theme.ts says why). */
export const builtGlobalCssAttribute = 'data-chakra-global';

/** Whether this page came with that <style> (a build's index.html; not the dev server's). */
export function pageCarriesGlobalCss(): boolean {
  return document.querySelector(`style[${builtGlobalCssAttribute}]`) !== null;
}
