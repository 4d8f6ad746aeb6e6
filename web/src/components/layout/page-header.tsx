import { Flex, Heading, Link, Stack, type StackProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { type Area, paths } from '@bridal/shared/web/page-paths';

export interface PageHeaderProps {
  /** Where the back link goes (the dashboard, her profile). */
  backTo: string;
  /** The back link's words after the arrow. */
  backLabel?: string;
  /** The page's h1. */
  title: ReactNode;
  /** The line under it. */
  description: ReactNode;
  /** Lines under the description. */
  children?: ReactNode;
  /** A button beside the heading (Invite Consultant). */
  action?: ReactNode;
}

/**
 * The head of a logged-in page: the back link, the h1 and the line that says what the page is
 * for. It goes first in the page's Stack (a fragment: the Stack's gap spaces its parts).
 */
export function PageHeader({
  backTo,
  backLabel = 'Back to Dashboard',
  title,
  description,
  children,
  action,
}: PageHeaderProps) {
  const heading = (
    <Stack gap="1" minW="0">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
        {description}
      </Text>
      {children}
    </Stack>
  );
  return (
    <>
      <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
        <RouterLink to={backTo}>{`← ${backLabel}`}</RouterLink>
      </Link>
      {action ? (
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="4" wrap="wrap">
          {heading}
          {action}
        </Flex>
      ) : (
        heading
      )}
    </>
  );
}

interface PageFrameProps extends Omit<PageHeaderProps, 'children'> {
  /** The browser tab's title. */
  tabTitle: string;
  /** Lines under the header's description. */
  headerLines?: ReactNode;
  /** The page's parts under its header. */
  children: ReactNode;
  gap?: StackProps['gap'];
  maxW?: StackProps['maxW'];
}

/** A logged-in page's frame: its tab title, then a Stack of its header and its parts. */
export function PageFrame({ tabTitle, headerLines, children, gap = '6', maxW, ...header }: PageFrameProps) {
  return (
    <>
      <title>{tabTitle}</title>
      <Stack gap={gap} maxW={maxW}>
        <PageHeader {...header}>{headerLines}</PageHeader>
        {children}
      </Stack>
    </>
  );
}

interface BoutiquePageFrameProps extends Omit<PageFrameProps, 'tabTitle' | 'backTo'> {
  session: SessionInfo;
  /** Whose dashboard the back link goes to. */
  area: Area;
  /** The page's name in the browser tab, before the boutique's; a title that is
   * not plain text needs one, else the title serves. */
  tab?: string;
}

/** A page of the signed-in user's boutique, whose back link goes to the dashboard. */
export function BoutiquePageFrame({ session, area, tab, ...frame }: BoutiquePageFrameProps) {
  return (
    <PageFrame
      tabTitle={`${tab ?? String(frame.title)} - ${session.boutiqueName} - Bridal Coach`}
      backTo={paths.dashboard(area, session.boutiqueId)}
      {...frame}
    />
  );
}
