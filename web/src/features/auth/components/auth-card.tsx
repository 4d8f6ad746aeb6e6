import { Card, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The narrow centred card that holds the login, trial and password forms. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Container maxW="lg" px={{ base: 4, md: 6 }} py={{ base: 8, md: 14 }}>
      <Card.Root variant="outline" bg="white" shadow="sm">
        <Card.Body p={{ base: 5, md: 8 }} gap="6">
          {children}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
