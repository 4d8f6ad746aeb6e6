// First: starts loading the first page's chunk before the rest of the app evaluates.
import { firstPageLoaded } from './app/first-page';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A transition lets React render the first page in slices, yielding between them, instead of
// one long task that keeps the page from answering input.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// The first render waits for the first page's chunk, so the page paints in one go instead of a
// loader the page then pushes aside; should the chunk be slow, the app renders its loader.
const firstPageWaitMs = 3_000;
void Promise.race([firstPageLoaded, new Promise((resolve) => setTimeout(resolve, firstPageWaitMs))]).then(render);
