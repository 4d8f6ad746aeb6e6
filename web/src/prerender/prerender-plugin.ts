import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
// By path, not as @bridal/shared: vite bundles its config (and this plugin) for node, taking the
// workspace package for a registry one, which node cannot load as TypeScript.
import {
  type PrerenderedManifest,
  prerenderedDir,
  prerenderedManifestFile,
} from '../../../libs/shared/src/web/prerendered-pages.ts';
import { boutiqueNamePlaceholder, surveyPageTitle } from '../../../libs/shared/src/web/survey-start.ts';
import { pageHtml, withGlobalCss, withModulePreloads, withShell, withSurveyStart } from './page-html.ts';
import { markModulesRun, pageChunks } from './page-chunks.ts';
import { preloadingShells, prerenderedFileName, prerenderedRoutes } from './prerendered-routes.ts';
import { globalCssInWorker, mapLimited, markupInWorker, renderInWorker } from './render-in-worker.ts';

/**
 * Pre-renders the public pages (prerendered-routes.ts) at the end of every `vite build`, so any
 * build of the web app has them (npm run build, the audit's build into a folder of its own):
 * builds src/prerender/render-page.tsx for node into a temp folder (never the served dist),
 * renders each page with it, and writes dist/prerendered/<page>.html and the manifest the API
 * serves them by. It also writes Chakra's global CSS (global-css.tsx), which every page carries,
 * and the shell that the pages not pre-rendered show until the app renders (render-page.tsx)
 * into dist/index.html.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bridal:prerender-pages',
    // The browser's build only: the server build below loads this same config.
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        const template = bundle['index.html'];
        if (template?.type !== 'asset' || typeof template.source !== 'string') {
          throw new Error('prerender: the build wrote no index.html');
        }
        if (!options.dir || !config.configFile) throw new Error('prerender: needs an output folder and a config file');
        const started = performance.now();
        const serverDir = await mkdtemp(path.join(tmpdir(), 'bridal-prerender-'));
        try {
          const output = await build({
            configFile: config.configFile,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            plugins: [markModulesRun(path.join(config.root, 'src'))],
            // One file with its packages in it: each page's worker loads it in a tenth of the
            // time node takes to load React, Chakra and emotion from node_modules file by file.
            ssr: { noExternal: true },
            build: {
              ssr: path.join(config.root, 'src/prerender/render-page.tsx'),
              outDir: serverDir,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: false,
            },
          });
          const outputs = Array.isArray(output) ? output : [output];
          const entry = outputs
            .flatMap((result) => ('output' in result ? result.output : []))
            .find((file) => file.type === 'chunk' && file.isEntry);
          if (!entry) throw new Error('prerender: the server build wrote no entry');
          const entryUrl = pathToFileURL(path.join(serverDir, entry.fileName)).href;
          const [globalCss, shell, openings, renders] = await Promise.all([
            globalCssInWorker(entryUrl),
            markupInWorker(entryUrl, 'renderShell'),
            Promise.all(preloadingShells.map(({ opening }) => opening && markupInWorker(entryUrl, opening.render))),
            mapLimited(prerenderedRoutes, Math.min(4, availableParallelism()), (route) =>
              renderInWorker(entryUrl, route.path),
            ),
          ]);
          // The pre-rendered pages are made from index.html with the global CSS; index.html itself,
          // which the API answers for every other page, gets the shell those pages show first.
          const indexHtml = withGlobalCss(template.source, globalCss);
          const shellHtml = withShell(indexHtml, shell);
          await writeFile(path.join(options.dir, 'index.html'), shellHtml);
          const urls = (files: string[]) => files.map((name) => `${config.base}${name}`);

          await mkdir(path.join(options.dir, prerenderedDir), { recursive: true });
          const manifest: PrerenderedManifest = { pages: [], shells: [] };
          for (const [index, { page, opening, ...entry }] of preloadingShells.entries()) {
            const chunks = pageChunks(bundle, [path.join(config.root, page)], indexHtml);
            if (chunks.scripts.length !== 1) throw new Error(`prerender: ${page} is not a chunk of its own`);
            const preloads = urls([...chunks.scripts, ...chunks.preloads]);
            const write = (file: string, html: string) =>
              writeFile(path.join(options.dir!, prerenderedDir, file), withModulePreloads(html, preloads));
            await write(entry.file, shellHtml);
            const openingMarkup = openings[index];
            if (opening && openingMarkup) {
              await write(
                opening.file,
                withSurveyStart(indexHtml, openingMarkup, surveyPageTitle(boutiqueNamePlaceholder)),
              );
            }
            manifest.shells!.push(opening ? { ...entry, opening: opening.file } : entry);
          }
          for (const [index, route] of prerenderedRoutes.entries()) {
            const { page, modulesRun } = renders[index]!;
            const chunks = pageChunks(bundle, modulesRun, indexHtml);
            const file = prerenderedFileName(route.path);
            await writeFile(
              path.join(options.dir, prerenderedDir, file),
              pageHtml(indexHtml, route.path, page, {
                scripts: urls(chunks.scripts),
                preloads: urls(chunks.preloads),
              }),
            );
            manifest.pages.push({ path: route.path, file, readsQuery: route.readsQuery === true });
          }
          await writeFile(path.join(options.dir, prerenderedManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
          config.logger.info(
            `pre-rendered ${manifest.pages.length} pages into ${prerenderedDir}/ in ${Math.round(performance.now() - started)} ms`,
          );
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
