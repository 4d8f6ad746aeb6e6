import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PublicFrame } from '../../../components/layout/public-frame';

/** The bride's booking pages: the public frame with her boutique, then the view, phone-first. */
export function BookingFrame({ boutiqueName, children }: { boutiqueName?: string; children: ReactNode }) {
  return (
    <PublicFrame boutiqueName={boutiqueName}>
      <Container maxW="2xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
        {children}
      </Container>
    </PublicFrame>
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
