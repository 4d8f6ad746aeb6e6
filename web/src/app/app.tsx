import { AppProvider } from './provider';
import { AppRouter, type RouterComponent } from './router';

/**
 * The whole app. The browser renders it in its own router; the build's pre-rendering passes one
 * fixed on the page's URL (src/prerender), and the tree is otherwise the same, so the HTML it
 * writes is what the browser's first render hydrates.
 */
export function App({ router }: { router?: RouterComponent }) {
  return (
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  );
}
