import { normalizeText } from '../../text/normalise-text';

/** The phrases (written normalised, e.g. 'by the sea') that occur in the text as whole words, in list order. */
export function findPhrases<P extends string>(text: string, phrases: readonly P[]): P[] {
  const padded = ` ${normalizeText(text)} `;
  return phrases.filter((phrase) => padded.includes(` ${phrase} `));
}
