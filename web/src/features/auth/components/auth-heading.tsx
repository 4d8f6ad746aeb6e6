import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The centred title of an auth card, with the lines under it. */
export function AuthHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="2" textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
