import { Box, Container, Flex, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { type AppNavItem, currentNavItem, isItsPage } from './app-nav-items';

const currentStyle = {
  color: 'brand.800',
  fontWeight: 'semibold',
  borderColor: 'brand.600',
  bg: { base: 'brand.50', md: 'transparent' },
} as const;

interface AppNavLinksProps {
  items: readonly AppNavItem[];
  pathname: string;
  /** The phone's menu closes after a choice. */
  onChoose?: () => void;
}

function AppNavLinks({ items, pathname, onChoose }: AppNavLinksProps) {
  const current = currentNavItem(items, pathname);
  return items.map((item) => (
    <Link
      key={item.to}
      asChild
      px={{ base: '3', md: '3' }}
      py={{ base: '2.5', md: '3' }}
      fontWeight="medium"
      fontSize={{ base: 'md', md: 'sm' }}
      color="gray.700"
      whiteSpace="nowrap"
      borderRadius={{ base: 'md', md: '0' }}
      borderBottomWidth={{ base: '0', md: '2px' }}
      borderColor="transparent"
      _hover={{ color: 'brand.700', textDecoration: 'none', bg: { base: 'brand.50', md: 'transparent' } }}
      // A sub-page (a bride's profile under Brides) marks its section: 'true', not 'page'.
      _currentPage={currentStyle}
      css={{ '&[aria-current="true"]': currentStyle }}
    >
      <RouterLink
        to={item.to}
        aria-current={item !== current ? undefined : isItsPage(item, pathname) ? 'page' : 'true'}
        onClick={onChoose}
      >
        {item.label}
      </RouterLink>
    </Link>
  ));
}

/** The signed-in pages' bar on desks (md and up): one row of links under the top bar, the page shown marked. */
export function AppNavBar({ items, pathname }: { items: readonly AppNavItem[]; pathname: string }) {
  return (
    <Box hideBelow="md" bg="white" borderBottomWidth="1px" _print={{ display: 'none' }}>
      <Container maxW="6xl">
        <Flex as="nav" aria-label="Boutique" gap="1" overflowX="auto" mx="-3">
          <AppNavLinks items={items} pathname={pathname} />
        </Flex>
      </Container>
    </Box>
  );
}

/** The same links on a phone, in the menu the top bar's button opens. */
export function AppNavMenu({
  id,
  items,
  pathname,
  onChoose,
}: {
  id: string;
  items: readonly AppNavItem[];
  pathname: string;
  onChoose: () => void;
}) {
  return (
    <Box id={id} hideFrom="md" bg="white" borderBottomWidth="1px" shadow="md" _print={{ display: 'none' }}>
      <Container maxW="6xl" py="2">
        <Stack as="nav" aria-label="Boutique" gap="0.5" align="stretch">
          <AppNavLinks items={items} pathname={pathname} onChoose={onChoose} />
        </Stack>
      </Container>
    </Box>
  );
}
