/** True when the phrase's words (`*` for any one word) start at `start` among the tokens. */
export function matchPhraseAt(tokens: readonly string[], start: number, phrase: readonly string[]): boolean {
  return phrase.every((part, offset) => {
    const text = tokens[start + offset];
    return text !== undefined && (part === '*' || text === part);
  });
}
