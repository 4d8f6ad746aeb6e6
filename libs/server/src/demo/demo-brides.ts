import showcaseBrides from './demo-brides.json' with { type: 'json' };

/** The demo boutique's showcase brides: survey answers as a bride would send them, and the palette of her photos. */
export interface DemoBride {
  answers: Partial<Record<string, string | string[]>>;
  /** Wedding this many days after the seed runs, so she stays on the dashboard. */
  weddingInDays: number;
  /** One generated inspiration photo per entry: background and gown colours. */
  photos: { background: string; gown: string; shape: 'a-line' | 'mermaid' | 'ball-gown' | 'sheath' }[];
}

/** Six brides of different venues, budgets, parties and moods, so every part of a plan shows. */
export const demoBrides = showcaseBrides as DemoBride[];
