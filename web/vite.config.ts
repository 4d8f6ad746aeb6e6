import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './src/vite-plugins/precompress-assets.ts';
import { prerenderPages } from './src/prerender/prerender-plugin.ts';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/** Formik's four lodash helpers, by the module Formik imports them from. */
const formikLodash = { cloneDeep: 'clone-deep', clone: 'clone', isPlainObject: 'is-plain-object', toPath: 'to-path' };

export default defineConfig({
  // prerenderPages: the public pages as HTML in every build, hydrated by the app (src/prerender).
  // precompressAssets: each asset beside its brotli and gzip forms, which the API serves.
  plugins: [react(), prerenderPages(), precompressAssets()],
  resolve: {
    // Formik imports four lodash functions, and lodash's cloneDeep brings half of lodash's
    // internals with it (about 4 KB gzipped on every form page); src/lib/formik-lodash has the
    // same four, checked against lodash by its test.
    alias: Object.entries(formikLodash).map(([name, file]) => ({
      find: new RegExp(`^lodash-es/${name}$`),
      replacement: fileURLToPath(new URL(`./src/lib/formik-lodash/${file}.ts`, import.meta.url)),
    })),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs in one chunk beside it, instead of a dozen small shared
          // chunks (each a request of its own on a first visit); pages keep their own chunks.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // Chakra's theme module builds its full default config with `defineConfig(...)`, an
        // identity function the bundler cannot see through; marked pure, the recipes the app
        // leaves out of its system (app/theme.ts) leave the entry chunk too.
        manualPureFunctions: ['defineConfig'],
      },
    },
  },
});
