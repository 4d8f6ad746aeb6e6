import { fromMarkdown } from 'mdast-util-from-markdown';

interface MarkdownNode {
  type: string;
  url?: string;
  value?: string;
  alt?: string | null;
  children?: MarkdownNode[];
}

function visit(node: MarkdownNode, each: (node: MarkdownNode) => void) {
  each(node);
  for (const child of node.children ?? []) visit(child, each);
}

/**
 * What would become a link, a picture or raw HTML when the web app renders this markdown, read by
 * the parser its renderer (react-markdown) uses: link and picture addresses, reference definitions,
 * and 'html:' plus any HTML.
 */
export function markdownLinks(markdown: string): string[] {
  const found: string[] = [];
  visit(fromMarkdown(markdown) as MarkdownNode, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') found.push(node.url ?? '');
    if (node.type === 'html') found.push(`html:${node.value ?? ''}`);
  });
  return found;
}

/** The words a reader sees of this markdown, once rendered, in one string. */
export function markdownText(markdown: string): string {
  const words: string[] = [];
  visit(fromMarkdown(markdown) as MarkdownNode, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') words.push(node.value ?? '');
    if (node.type === 'image') words.push(node.alt ?? '');
  });
  return words.join('');
}

/** The node types this markdown parses into, for asserting a quote stays plain text. */
export function markdownNodeTypes(markdown: string): Set<string> {
  const types = new Set<string>();
  visit(fromMarkdown(markdown) as MarkdownNode, (node) => types.add(node.type));
  return types;
}
