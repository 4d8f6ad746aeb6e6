import { Link, type LinkProps, VisuallyHidden } from '@chakra-ui/react';

/** A link to another site: a new tab, no access back to this one, and said so for screen readers. */
export function ExternalLink({ href, children, ...linkProps }: LinkProps & { href: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="brand.fg"
      textDecoration="underline"
      overflowWrap="anywhere"
      {...linkProps}
    >
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}
