import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { leavingFiles, serverLayers } from './scripts/arch/server-layers.js';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

/** Dependencies point one way: apps -> libs, app -> features -> shared; never sideways or back. */
const boundaries = [
  zone('./libs', ['./api', './worker', './web'], 'libs must not import an app.'),
  zone('./libs/shared', ['./libs/server', './libs/testing'], 'libs/shared runs in the browser: no server code.'),
  zone('./api', ['./worker', './web'], 'An app must not import another app; share through libs/.'),
  zone('./worker', ['./api', './web'], 'An app must not import another app; share through libs/.'),
  zone('./web', ['./api', './worker', './libs/server', './libs/testing'], 'The web app may use libs/shared only.'),
  zone(
    ['./web/src/components', './web/src/lib'],
    ['./web/src/features', './web/src/app'],
    'Shared web code must not import features or the app.',
  ),
  ...webFeatures.map((feature) =>
    zone(
      `./web/src/features/${feature}`,
      './web/src/features',
      'A web feature must not import another feature; features meet in app/router.',
      [`./${feature}`],
    ),
  ),
  zone('./web/src/features', './web/src/app', 'Features must not import the app.'),
];

/**
 * libs/server/src in layers (scripts/arch/server-layers.js, docs/architecture/layers.md): a folder
 * may import its own layer or a lower one, never a higher one. Files leaving the library on other
 * branches are excepted until they have gone.
 */
const serverSource = './libs/server/src';
const leavingFrom = (folder) =>
  leavingFiles.filter((file) => file.startsWith(`${folder}/`)).map((file) => `./${file.slice(folder.length + 1)}`);
const serverLayerZones = serverLayers.flatMap((layer, index) =>
  layer.folders.flatMap((folder) => {
    const higher = serverLayers.slice(index + 1).flatMap((above) => above.folders);
    const message = `libs/server/src/${folder} is in the '${layer.name}' layer and may not import a higher layer (scripts/arch/server-layers.js).`;
    const target = `${serverSource}/${folder}`;
    const plain = higher.filter((name) => leavingFrom(name).length === 0);
    return [
      ...(plain.length > 0
        ? [
            zone(
              target,
              plain.map((name) => `${serverSource}/${name}`),
              message,
            ),
          ]
        : []),
      ...higher
        .filter((name) => leavingFrom(name).length > 0)
        .map((name) => zone(target, `${serverSource}/${name}`, message, leavingFrom(name))),
    ];
  }),
);
const leavingServerFiles = leavingFiles.map((file) => `libs/server/src/${file}`);

/** The same rule for package imports, which the path rule cannot see through workspace links. */
const packageBoundaries = {
  'libs/shared/**': ['@bridal/server/*', '@bridal/testing/*'],
  'web/**': ['@bridal/server/*', '@bridal/testing/*'],
  'libs/server/**': ['@bridal/testing/*'],
};

/**
 * Tests take their days from the boutique's zone (@bridal/testing/boutique-day, or boutiqueToday
 * in SQL), never from the machine's or the database's clock: from midnight UTC until midnight in
 * New York the two disagree, and such a test fails at night. An exception says why in an
 * eslint-disable comment.
 */
const fromTheBoutique =
  "take it from the boutique's zone: boutiqueDate / boutiqueInstant (@bridal/testing/boutique-day), or boutiqueToday in SQL.";
const sqlClockDay = String.raw`/\b(current_date|current_time|localtime|localtimestamp)\b|(now\(\)|current_timestamp)\s*::\s*date/i`;
const noClockDays = [
  {
    selector: `TemplateElement[value.raw=${sqlClockDay}]`,
    message: `The database's day is not the boutique's: ${fromTheBoutique}`,
  },
  {
    selector: `Literal[value=${sqlClockDay}]`,
    message: `The database's day is not the boutique's: ${fromTheBoutique}`,
  },
  {
    selector: 'CallExpression[callee.property.name=/^(get|set)(UTC)?(Date|Hours)$/]',
    message: `Day and hour arithmetic on a Date counts in the machine's zone or UTC: ${fromTheBoutique}`,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(slice|substring)$/][callee.object.callee.property.name='toISOString']",
    message: `An instant's UTC date is not the boutique's: ${fromTheBoutique}`,
  },
  {
    // Elapsed time against the database's clock: state the duration (instantAgo / instantIn).
    selector: String.raw`TemplateElement[value.raw=/(now\(\)|current_timestamp)\s*[-+]\s*interval/i]`,
    message: `Clock arithmetic in SQL: use instantAgo / instantIn (@bridal/testing/boutique-day) for elapsed time, or ${fromTheBoutique}`,
  },
  {
    selector: 'Literal[value=86400000]',
    message: `A calendar day is not 86,400,000 ms where the clocks change: ${fromTheBoutique} A plain duration reads better in hours.`,
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['libs/server/src/**/*.ts'],
    ignores: leavingServerFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverLayerZones] }] },
  },
  {
    // No import cycles in the server library and the apps on it (about 5 s of CPU for api and worker).
    files: ['libs/server/src/**/*.ts', 'api/**/*.ts', 'worker/**/*.ts'],
    // no-cycle reads the imported modules: it must parse TypeScript to follow them.
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  ...Object.entries(packageBoundaries).map(([files, patterns]) => ({
    files: [files],
    // Tests may use the test helpers.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: patterns.map((group) => ({
            group: [group],
            message: 'This package is not allowed here (one-way dependencies).',
          })),
        },
      ],
    },
  })),
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'api/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noClockDays] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
