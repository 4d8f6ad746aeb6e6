import { Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@bridal/shared/web/page-paths';
import { AppNavBar, AppNavMenu } from './app-nav';
import { MenuToggleButton, usePageMenu } from './page-menu';
import type { AppNavItem } from './app-nav-items';

interface AppFrameProps {
  /** Who is signed in ('Ivy Moreau · Moreau Bridal'); the top bar shows no account without it. */
  user: string | null;
  onLogOut: () => void;
  /** Her account page, linked from the top bar (the demo has none). */
  accountPath?: string;
  /** The pages she moves between: a bar on desks, a menu on phones (the demo has none). */
  nav?: readonly AppNavItem[];
  /** A strip under the top bar (the demo's banner). */
  banner?: ReactNode;
  children: ReactNode;
}

const menuId = 'app-nav-menu';

/**
 * The frame of the logged-in pages, live or demo: the top bar with the user, Account and Log out,
 * the navigation between the boutique's pages, then the page.
 */
export function AppFrame({ user, onLogOut, accountPath, nav, banner, children }: AppFrameProps) {
  const { pathname } = useLocation();
  const menu = usePageMenu(nav !== undefined);
  const { open } = menu;

  return (
    <Box minH="100vh" bg="gray.50" _print={{ minH: 0, bg: 'white' }}>
      <Box as="header" bg="white" borderBottomWidth="1px" _print={{ display: 'none' }}>
        <Container maxW="6xl" py="3">
          <Flex justify="space-between" align="center" gap="4" wrap="wrap">
            <RouterLink to={paths.home}>
              <Heading size="md" color="brand.fg">
                Bridal Coach
              </Heading>
            </RouterLink>
            {user && (
              <HStack gap={{ base: '2', sm: '4' }} wrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  {user}
                </Text>
                {accountPath && (
                  <Button asChild size="sm" variant="ghost" colorPalette="brand">
                    <RouterLink to={accountPath}>Account</RouterLink>
                  </Button>
                )}
                <Button size="sm" variant="outline" onClick={onLogOut}>
                  Log out
                </Button>
                {nav && <MenuToggleButton menu={menu} menuId={menuId} size="sm" />}
              </HStack>
            )}
          </Flex>
        </Container>
      </Box>
      {nav && <AppNavBar items={nav} pathname={pathname} />}
      {open && nav && <AppNavMenu id={menuId} items={nav} pathname={pathname} onChoose={menu.close} />}
      {banner}
      <Container as="main" id="main-content" maxW="6xl" py="8" _print={{ maxW: 'none', p: 0 }}>
        {children}
      </Container>
    </Box>
  );
}
