import { Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { logout, useSession } from '../../lib/use-session';

/** The frame of the logged-in pages: boutique name, user and Log out. */
export function AppShell({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const navigate = useNavigate();
  return (
    <Box minH="100vh" bg="gray.50" _print={{ minH: 0, bg: 'white' }}>
      <Box as="header" bg="white" borderBottomWidth="1px" _print={{ display: 'none' }}>
        <Container maxW="6xl" py="3">
          <Flex justify="space-between" align="center" gap="4" wrap="wrap">
            <RouterLink to="/">
              <Heading size="md" color="brand.fg">
                Bridal Coach
              </Heading>
            </RouterLink>
            {session && (
              <HStack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  {session.userName} · {session.boutiqueName}
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={async () => {
                    await logout();
                    navigate('/login');
                  }}
                >
                  Log out
                </Button>
              </HStack>
            )}
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="6xl" py="8" _print={{ maxW: 'none', p: 0 }}>
        {children}
      </Container>
    </Box>
  );
}
