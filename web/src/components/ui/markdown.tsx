import { Box, type BoxProps, chakra, Heading, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { isAllowedLink } from '@bridal/shared/markdown/plan-links';
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { safeMarkdownUrl } from '../../lib/safe-url';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface MarkdownProps extends Omit<BoxProps, 'children'> {
  children: string | null | undefined;
  /**
   * The level the text's top heading gets on the page (default 3, under a section's h2), whether
   * the text starts its headings at '#' or '##': the rest follow in order, down to h6.
   */
  headingLevel?: HeadingLevel;
  /**
   * The only addresses the text may link to (her venue's site, her Pinterest board); any other
   * link shows as its words. None by default.
   */
  links?: readonly string[];
}

const noLinks: readonly string[] = [];
// A context rather than a prop of the link component, so the components stay built once.
const AllowedLinks = createContext<readonly string[]>(noLinks);

const headingSize = { 2: 'lg', 3: 'md', 4: 'md', 5: 'sm', 6: 'sm' } as const;

function heading(depth: number, offset: number) {
  const level = Math.min(6, Math.max(2, depth + offset)) as HeadingLevel;
  return function MarkdownHeading({ children }: { children?: ReactNode }) {
    return (
      <Heading as={`h${level}`} size={headingSize[level]} mt="4" mb="2" _first={{ mt: 0 }} color="fg">
        {children}
      </Heading>
    );
  };
}

/** The shallowest heading the text uses ('##' -> 2), or 1 when it has none. */
function topHeadingDepth(markdown: string): number {
  const depths = [...markdown.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)].map((match) => match[1]!.length);
  return depths.length > 0 ? Math.min(...depths) : 1;
}

function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  const allowed = useContext(AllowedLinks);
  // The text quotes a public form and an inventory file, and a model writes what it likes: only
  // the addresses the page vouches for stay links, so '[Confirm your booking](https://evil.example)'
  // reads as words.
  if (!isAllowedLink(href, allowed)) return <>{children}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg" textDecoration="underline">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}

function buildComponents(offset: number): Components {
  return {
    ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((depth) => [`h${depth}`, heading(depth, offset)])),
    p: ({ children }) => (
      <Text mb="3" _last={{ mb: 0 }}>
        {children}
      </Text>
    ),
    ul: ({ children }) => (
      <chakra.ul ps="5" mb="3" _last={{ mb: 0 }} listStyleType="disc">
        {children}
      </chakra.ul>
    ),
    ol: ({ children, start }) => (
      <chakra.ol start={start} ps="5" mb="3" _last={{ mb: 0 }} listStyleType="decimal">
        {children}
      </chakra.ol>
    ),
    li: ({ children }) => (
      <chakra.li mb="1" css={{ '& > ul, & > ol': { mt: 1, mb: 0 } }}>
        {children}
      </chakra.li>
    ),
    a: MarkdownLink,
    blockquote: ({ children }) => (
      <Box as="blockquote" borderStartWidth="3px" borderColor="brand.200" ps="3" color="fg.muted" mb="3">
        {children}
      </Box>
    ),
    code: ({ children }) => (
      <Box as="code" fontFamily="mono" fontSize="0.9em" bg="gray.100" px="1" rounded="sm">
        {children}
      </Box>
    ),
    pre: ({ children }) => (
      <Box as="pre" whiteSpace="pre-wrap" bg="gray.100" p="3" rounded="md" mb="3" fontSize="sm">
        {children}
      </Box>
    ),
    hr: () => <Box as="hr" my="4" borderColor="border" />,
    // Pictures in AI text would load from anywhere: show what they describe instead.
    img: ({ alt }) => (alt ? <Text as="span">[{alt}]</Text> : null),
  };
}

// Built once per heading offset: new component types on every render would remount the whole text.
const componentsByOffset = new Map<number, Components>();
function components(offset: number): Components {
  if (!componentsByOffset.has(offset)) componentsByOffset.set(offset, buildComponents(offset));
  return componentsByOffset.get(offset)!;
}

// The printed appointment sheet has no room for airy spacing.
const compactInPrint = {
  '@media print': {
    lineHeight: 1.35,
    '& p, & ul, & ol, & pre, & blockquote': { marginBottom: '0.3rem' },
    '& li': { marginBottom: 0 },
    '& h2, & h3, & h4, & h5, & h6': { marginTop: '0.4rem', marginBottom: '0.15rem' },
  },
};

/**
 * Renders AI-written markdown. Raw HTML is dropped (never parsed into the page), pictures show as
 * their description, and links stay links only to the given addresses, opening in a new tab
 * without access to this one.
 */
export function Markdown({ children, headingLevel = 3, links = noLinks, ...boxProps }: MarkdownProps) {
  if (!children?.trim()) return null;
  return (
    <Box lineHeight="tall" overflowWrap="anywhere" css={compactInPrint} {...boxProps}>
      <AllowedLinks.Provider value={links}>
        <ReactMarkdown
          skipHtml
          urlTransform={(url) => safeMarkdownUrl(url) ?? ''}
          components={components(headingLevel - topHeadingDepth(children))}
        >
          {children}
        </ReactMarkdown>
      </AllowedLinks.Provider>
    </Box>
  );
}
