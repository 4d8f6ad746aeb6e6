/**
 * The layers of libs/server/src, bottom first: each top-level folder is in exactly one layer, and a
 * folder may import only folders of its own layer or a lower one. eslint.config.js turns this table
 * into `import-x/no-restricted-paths` zones, and scripts/arch/measure-server-layers.ts prints it
 * beside the layers measured from the imports. docs/architecture/layers.md says why each folder is
 * where it is.
 */
export const serverLayers = [
  {
    name: 'platform',
    why: 'Infrastructure every domain stands on; knows nothing of brides or dresses.',
    folders: [
      'async',
      'auth',
      'config',
      'dashboard-version',
      'db',
      'errors',
      'logging',
      'queue',
      'runtime',
      'security',
      'storage',
    ],
  },
  {
    name: 'vocabulary',
    why: "The boutique's shared words: text, sizes, dresses and their attributes, the shape of a plan.",
    folders: ['dresses', 'plans', 'sizes', 'text'],
  },
  {
    name: 'records',
    why: 'Domains that stand on the platform and the vocabulary alone.',
    folders: [
      'accounts',
      'api-keys',
      'appointment-types',
      'fitting-room',
      'follow-up-plan',
      'inventory',
      'mail',
      'notifications',
      'photos',
      'reports',
      'sms',
      'webhooks',
    ],
  },
  {
    name: 'domains',
    why: 'Domains that build on a record domain: the analysis, the appointments, the team, top sellers.',
    folders: ['analysis', 'appointments', 'coaching', 'consultants', 'trending-gowns'],
  },
  {
    name: 'use cases',
    why: 'What combines domains: advice, follow-ups, the survey, the dashboard read model, a bride, payments, the waitlist.',
    folders: [
      'advice',
      'brides',
      'calendar-feeds',
      'dashboard',
      'follow-ups',
      'history-import',
      'payments',
      'survey',
      'waitlist',
    ],
  },
  {
    name: 'composition',
    why: 'What assembles everything: the demo boutique and the instrumented metrics.',
    folders: ['demo', 'metrics'],
  },
];

/** The longest chain of folders the measure accepts (docs/architecture/layers.md). */
export const maxLevels = 6;
