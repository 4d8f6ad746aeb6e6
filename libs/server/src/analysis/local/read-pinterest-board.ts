import { findTerms, type TermHit } from '../../dresses/find-terms';
import { styleTerms } from '../../dresses/style-vocabulary';

export interface BoardReading {
  url: string;
  /** The words of the board's name as its link spells them, e.g. ['boho', 'beach', 'dresses']. */
  words: string[];
  hits: TermHit[];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The local analyst cannot open the board (no network), but a board link names the board:
 * pinterest.com/{user}/{board-name}/. Those words are all it reads; a pin.it short link or a
 * single pin has none.
 */
export function readPinterestBoard(link: string): BoardReading | null {
  if (!link.trim()) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean).map(safeDecode);
  const boardSegments = url.hostname === 'pin.it' || segments[0] === 'pin' ? [] : segments.slice(1);
  const words = boardSegments
    .flatMap((segment) => segment.toLowerCase().split(/[^a-z0-9]+/))
    .filter((word) => /[a-z]/.test(word));
  return { url: url.toString(), words, hits: findTerms(words.join(' '), styleTerms) };
}
