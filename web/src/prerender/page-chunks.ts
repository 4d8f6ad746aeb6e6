import type { Plugin, Rolldown } from 'vite';
import { modulesRunGlobal } from './render-in-worker.ts';

/**
 * A plugin for the server build: each module of `srcDir` adds its id to a global as it runs, so
 * the worker that renders a page can tell which page module (a chunk of its own in the browser's
 * build) the page needed.
 */
export function markModulesRun(srcDir: string): Plugin {
  return {
    name: 'bridal:prerender-mark-modules-run',
    transform(code, id) {
      if (!id.startsWith(srcDir) || id.includes('?')) return undefined;
      return { code: `${code}\nglobalThis.${modulesRunGlobal}?.add(${JSON.stringify(id)});\n`, map: null };
    },
  };
}

export interface PageChunks {
  /** The page's own chunks (loaded on demand by the router), to load as module scripts. */
  scripts: string[];
  /** What they import that index.html does not load already, to preload. */
  preloads: string[];
}

/**
 * The browser chunks a pre-rendered page needs beyond those index.html loads: the chunks the
 * router loads on demand whose module ran to render the page (the page's own), and what they
 * import. In the HTML they download with the entry chunk instead of after it, and as module
 * scripts the page's chunks run before DOMContentLoaded: by the load event the app can hydrate
 * the whole page at once, so a click or a key at that moment reaches it rather than being lost
 * while the page's chunk is on its way.
 */
export function pageChunks(
  bundle: Rolldown.OutputBundle,
  modulesRun: readonly string[],
  indexHtml: string,
): PageChunks {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const ran = new Set(modulesRun);
  const scripts = [...chunks.values()]
    .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && ran.has(chunk.facadeModuleId))
    .map((chunk) => chunk.fileName);
  const imported = new Set<string>();
  const add = (fileName: string) => {
    for (const name of chunks.get(fileName)?.imports ?? []) {
      if (imported.has(name)) continue;
      imported.add(name);
      add(name);
    }
  };
  for (const script of scripts) add(script);
  const notInIndex = (fileName: string) => !indexHtml.includes(`/${fileName}"`);
  return {
    scripts: scripts.filter(notInIndex),
    preloads: [...imported].filter((fileName) => notInIndex(fileName) && !scripts.includes(fileName)),
  };
}
