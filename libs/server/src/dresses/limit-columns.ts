import { words } from '../text/normalise-text';

/**
 * What a sheet's column is about, for the parts of a dress its type has no field for (the back,
 * the hem, a slit, a maternity line) and for the attribute columns whose words say more than the
 * canonical value kept ("Sleeve Length: Elbow", "Sleeves (in): 24"). The inventory import keeps
 * such a column as a "Header: value" line of the description; read-limit-facts reads the line
 * by its topic, where a bare "Open" or "No" means something only because of the header.
 */
export type ColumnTopic =
  'sleeves' | 'neckline' | 'back' | 'length' | 'slit' | 'maternity' | 'collection' | 'embellishment' | 'colour';

// First match wins: "Sleeve Length" is about sleeves, "Back Length" about the back, "Length" about the hem.
const topicWords: [ColumnTopic, readonly string[]][] = [
  ['sleeves', ['sleeve', 'sleeved', 'arm']],
  ['neckline', ['neck', 'neckline']],
  ['back', ['back', 'closure', 'fastening', 'fastener']],
  ['slit', ['slit', 'split']],
  ['maternity', ['maternity', 'pregnancy', 'bump']],
  ['colour', ['colour', 'color', 'shade', 'colorway', 'colourway', 'hue']],
  ['length', ['length', 'hem', 'hemline']],
  ['collection', ['collection', 'line', 'range', 'series']],
  ['embellishment', ['embellishment', 'embellished', 'embellishing', 'trim', 'beading', 'embroidery', 'sparkle']],
];

/** The topic a header names, or null ("Notes", "Season", "Train Length": a field of its own or nothing). */
export function columnTopicOf(header: string): ColumnTopic | null {
  const headerWords = words(header);
  if (headerWords.includes('train')) return null;
  for (const [topic, names] of topicWords) {
    if (headerWords.some((word) => names.includes(word))) return topic;
  }
  return null;
}

/**
 * Topics whose cells are never a silhouette, fabric, neckline, sleeve or train column, however
 * much they look like one: a Back column of "V back", "Scoop", "Illusion" is not the neckline,
 * and a Maternity column of "No" is not "no train".
 */
export const notAnAttributeColumn: ReadonlySet<ColumnTopic> = new Set([
  'back',
  'slit',
  'maternity',
  'embellishment',
  'colour',
]);

const yesWords = new Set(['yes', 'y', 'true', 'x', '1', '\u2713', '\u2714']);
const noWords = new Set(['no', 'n', 'false', 'none', '0', 'n/a', 'na', '-', '\u2717', '\u2718']);

/** A flag cell: true for "Yes", "x", "✓"; false for "No", "None", "n/a"; null for anything else. */
export function readFlagCell(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (yesWords.has(value)) return true;
  if (noWords.has(value)) return false;
  return null;
}
