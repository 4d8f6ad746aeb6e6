import type { Attribute } from './style-vocabulary';

const silhouetteNames: Record<string, string> = { 'a-line': 'A-line', 'ball-gown': 'ball gown' };
const necklineNames: Record<string, string> = { 'v-neck': 'V-neck', 'queen-anne': 'Queen Anne', 'high-neck': 'high' };
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
      const name = silhouetteNames[attribute.value] ?? attribute.value;
      return `${/^[aeiouAEIOU]/.test(name) ? 'an' : 'a'} ${name} silhouette`;
    }
    case 'neckline': {
      const name = necklineNames[attribute.value] ?? attribute.value;
      return `${/^(?!one)[aeiou]/i.test(name) ? 'an' : 'a'} ${name} neckline`;
    }
    case 'style':
      return `a ${attribute.value} style`;
    case 'fabric':
      return attribute.value;
    case 'colour':
      return otherNames[`colour:${attribute.value}`] ?? attribute.value;
    default:
      return otherNames[`${attribute.kind}:${attribute.value}`] ?? attribute.value;
  }
}
