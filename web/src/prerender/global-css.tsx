/**
 * Chakra's global CSS made at build time (theme.ts says why), written into index.html by the
 * prerender plugin. Node only, like render-page.tsx, whose server build exports it.
 */
import { CacheProvider, Global } from '@emotion/react';
import { prerender } from 'react-dom/static';
import { globalStyles } from '../app/theme';
import { collectedRules, collectingCache } from './collecting-cache';

/** The global CSS as ChakraProvider would insert it: serialized by emotion, through the same stylis plugins. */
export async function renderGlobalCss(): Promise<string> {
  const cache = collectingCache();
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <Global styles={globalStyles()} />
    </CacheProvider>,
  );
  await new Response(prelude).text();
  const css = collectedRules(cache)
    .map(([, rules]) => rules)
    .join('');
  if (!css.includes('@layer')) throw new Error('The global CSS came out without its layers');
  return css;
}
