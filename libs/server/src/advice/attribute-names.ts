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
