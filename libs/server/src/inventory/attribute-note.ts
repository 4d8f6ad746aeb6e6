import type { SingleAttribute } from '../dresses/infer-attributes';
import { words } from '../text/normalise-text';

/** Words that name the attribute rather than its value: "Long Sleeve" says "long", "Chapel Train" says "chapel". */
const attributeNouns = new Set(['sleeve', 'sleeved', 'train', 'neck', 'neckline', 'silhouette', 'fabric', 'length']);

const valueWords = (text: string) => words(text).filter((word) => !attributeNouns.has(word));

/**
 * An attribute column's cell as a "Header: value" line for the description, when the canonical
 * value does not say all of it: a cell no value was read from ("Sleeves (in): 24", "Flutter"), or
 * one the value says less than ("Elbow" kept as three-quarter, "Jewel" as a scoop). '' when the
 * value says it all ("Long Sleeve", "Fit & Flare").
 */
export function attributeNote(field: SingleAttribute, header: string, text: string, value: string | null): string {
  if (text === '') return '';
  if (value !== null && valueWords(text).join(' ') === valueWords(value).join(' ')) return '';
  return `${header || field}: ${text}`;
}
