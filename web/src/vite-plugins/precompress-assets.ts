import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the browser downloads as text: the scripts and the styles. */
const compressible = /\.(js|css|svg|json)$/;

/**
 * Each asset of the browser's build beside its brotli (.br, quality 11) and gzip (.gz, level 9)
 * forms, compressed once here at their best rather than by the API's compress middleware on
 * every request (gzip at its default level, no brotli): the API serves the one the browser asks
 * for (api/src/web/serve-web-app.ts). Brotli takes some 15 % off the entry chunk, which on a slow
 * phone is what the survey link's first paint waits for.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'bridal:precompress-assets',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    writeBundle: {
      sequential: true,
      async handler(options, bundle) {
        if (!options.dir) throw new Error('precompress: needs an output folder');
        const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && compressible.test(name));
        await Promise.all(
          files.map(async (name) => {
            const file = path.join(options.dir!, name);
            const source = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipped(source, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
