import { Box, Container, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The bride's booking pages: a quiet top bar with her boutique, then the view, phone-first. */
export function BookingFrame({ boutiqueName, children }: { boutiqueName?: string; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" bg="brand.50" overflowX="clip">
      <Box as="header" bg="white" borderBottomWidth="1px" borderColor="brand.100">
        <Container maxW="2xl" px={{ base: 4, md: 6 }} py="3">
          <HStack justify="space-between" gap="4">
            <Text fontFamily="heading" fontSize="lg" fontWeight="bold" color="brand.fg" flexShrink={0}>
              Bridal Coach
            </Text>
            {boutiqueName && (
              <Text fontSize="sm" color="fg.muted" truncate>
                {boutiqueName}
              </Text>
            )}
          </HStack>
        </Container>
      </Box>
      <Flex as="main" id="main-content" direction="column" flex="1">
        <Container maxW="2xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
          {children}
        </Container>
      </Flex>
    </Flex>
  );
}

/** A white card holding one step of the booking. */
export function BookingCard({ children }: { children: ReactNode }) {
  return (
    <Box bg="white" rounded="2xl" shadow="sm" p={{ base: 5, md: 8 }}>
      {children}
    </Box>
  );
}
