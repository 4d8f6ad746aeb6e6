import { Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { showDemoNotice } from '../utils/show-demo-notice';
import { DemoBanner } from './demo-banner';

/** The demo dashboards' frame: the app's top bar, with a Log out that only explains, and the banner. */
export function DemoShell({ children }: { children: ReactNode }) {
  return (
    <Box minH="100vh" bg="gray.50">
      <Box as="header" bg="white" borderBottomWidth="1px">
        <Container maxW="6xl" py="3" px={{ base: 4, md: 6 }}>
          <Flex justify="space-between" align="center" gap="4">
            <RouterLink to="/">
              <Heading size="md" color="brand.fg">
                Bridal Coach
              </Heading>
            </RouterLink>
            <HStack gap="3">
              <Text fontSize="sm" color="fg.muted" hideBelow="sm">
                Demo Visitor · Demo Boutique
              </Text>
              <Button size="sm" variant="outline" onClick={() => showDemoNotice()}>
                Log out
              </Button>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <DemoBanner />
      <Container as="main" id="main-content" maxW="6xl" py={{ base: 6, md: 8 }} px={{ base: 4, md: 6 }}>
        {children}
      </Container>
    </Box>
  );
}
