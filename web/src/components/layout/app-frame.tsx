import { Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@bridal/shared/web/page-paths';

interface AppFrameProps {
  /** Who is signed in ('Ivy Moreau · Moreau Bridal'); the top bar shows no account without it. */
  user: string | null;
  onLogOut: () => void;
  /** Her account page, linked from the top bar (the demo has none). */
  accountPath?: string;
  /** A strip under the top bar (the demo's banner). */
  banner?: ReactNode;
  children: ReactNode;
}

/** The frame of the logged-in pages, live or demo: the top bar with the user, Account and Log out, then the page. */
export function AppFrame({ user, onLogOut, accountPath, banner, children }: AppFrameProps) {
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
              <HStack gap="4">
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
              </HStack>
            )}
          </Flex>
        </Container>
      </Box>
      {banner}
      <Container as="main" id="main-content" maxW="6xl" py="8" _print={{ maxW: 'none', p: 0 }}>
        {children}
      </Container>
    </Box>
  );
}
