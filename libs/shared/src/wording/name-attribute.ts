import { withArticle } from './with-article';
/** A dress attribute as the analyst names it: `{ kind: 'silhouette', value: 'a-line' }`. */
interface Attribute {
  kind: string;
  value: string;
}

const special: Record<string, string> = {
  'a-line': 'A-line',
  'ball-gown': 'ball gown',
  'v-neck': 'V-neck',
  'queen-anne': 'Queen Anne',
  'high-neck': 'high neck',
  'tea-length': 'tea-length',
  glam: 'glamorous',
  boho: 'bohemian',
};

/** How an attribute value reads in a sentence: 'a-line' -> 'A-line', 'off-the-shoulder' stays. */
export const attributeName = (value: string): string => special[value] ?? value;

export const attributeNames = (values: readonly string[]): string[] => values.map(attributeName);

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const otherNames: Record<string, string> = {
  'sleeves:sleeves': 'sleeves',
  'sleeves:long-sleeves': 'long sleeves',
  'sleeves:sleeveless': 'a sleeveless bodice',
  'train:long-train': 'a long train',
  'train:short-train': 'a short train or none',
  'feature:pockets': 'pockets',
  'feature:open-back': 'an open back',
  'feature:sparkle': 'sparkle',
  'feature:floral': 'floral details',
  'feature:cape': 'a cape',
  'feature:slit': 'a leg slit',
  'feature:corset': 'a corset bodice',
  'feature:detachable': 'a detachable piece',
  'feature:bustle': 'a bustle',
  'colour:colour': 'a coloured dress',
};

/** How an attribute reads in a sentence: "an A-line silhouette", "a sweetheart neckline", "lace". */
export function nameAttribute(attribute: Pick<Attribute, 'kind' | 'value'>): string {
  switch (attribute.kind) {
    case 'silhouette': {
      return withArticle(`${attributeName(attribute.value)} silhouette`);
    }
    case 'neckline': {
      // "a high neckline", not "a high neck neckline".
      const name = attribute.value === 'high-neck' ? 'high' : attributeName(attribute.value);
      return withArticle(`${name} neckline`);
    }
    case 'style':
      return withArticle(`${attribute.value} style`);
    case 'fabric':
      return attribute.value;
    case 'colour':
      return otherNames[`colour:${attribute.value}`] ?? attribute.value;
    default:
      return otherNames[`${attribute.kind}:${attribute.value}`] ?? attribute.value;
  }
}
