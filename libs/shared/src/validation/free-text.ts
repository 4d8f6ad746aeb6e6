/**
 * How a text field's value is normalised at the edge, before its rules run. Every string field of
 * a request schema is 'single-line' unless its schema says otherwise with `.meta(multiLineText)`
 * (notes, messages, e-mail bodies) or `.meta(verbatimText)` (passwords, compared byte for byte).
 */
export type FreeTextKind = 'single-line' | 'multi-line' | 'verbatim';

export const multiLineText = { freeText: 'multi-line' } as const satisfies { freeText: FreeTextKind };
export const verbatimText = { freeText: 'verbatim' } as const satisfies { freeText: FreeTextKind };

/** The kind a schema's meta declares; single-line when it says nothing. */
export function freeTextKindOf(meta: Record<PropertyKey, unknown> | undefined): FreeTextKind {
  const kind = meta?.freeText;
  return kind === 'multi-line' || kind === 'verbatim' ? kind : 'single-line';
}

// Line and paragraph breaks of every convention, and the whitespace controls that act like them.
const breaksAndTabs = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const lineBreak = /\r\n?|[\u0085\u2028\u2029]/g;
const tabLike = /[\t\v\f]/g;
/** The other C0 controls, DEL and the C1 controls: no typed text holds them, and they can end up in mail headers. */
// eslint-disable-next-line no-control-regex
const otherControls = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;

/**
 * The one normaliser of typed text. A single-line value (a name, a subject, an e-mail address, a
 * phone number) keeps no line break: each run of breaks or tabs becomes one space, so "Anna\nLee"
 * reads "Anna Lee" rather than being refused for a paste, and it can never start a new line of an
 * e-mail; it is trimmed. A multi-line value (notes, an e-mail body) keeps its lines, written "\n"
 * whatever the sender's convention; tabs become spaces. Both drop every other control character
 * and are put in Unicode NFC, so "é" typed two ways is stored one way.
 */
export function normaliseFreeText(value: string, kind: FreeTextKind): string {
  if (kind === 'verbatim') return value;
  if (kind === 'single-line') {
    return value.replace(breaksAndTabs, ' ').replace(otherControls, '').normalize('NFC').trim();
  }
  return value.replace(lineBreak, '\n').replace(tabLike, ' ').replace(otherControls, '').normalize('NFC');
}
