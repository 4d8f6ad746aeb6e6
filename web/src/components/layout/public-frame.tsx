import { Box, Container, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PublicFrameProps {
  boutiqueName?: string;
  /** A slot above the survey (the demo banner goes here). */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The bride's own pages (the survey, her booking, unsubscribing): a quiet top bar with the
 * boutique, a banner slot, the view.
 */
export function PublicFrame({ boutiqueName, banner, children }: PublicFrameProps) {
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
      {banner}
      <Flex as="main" id="main-content" direction="column" flex="1">
        {children}
      </Flex>
    </Flex>
  );
}
