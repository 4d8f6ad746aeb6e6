import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface LegalPageProps {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  children: ReactNode;
}

export function LegalPage({ title, lastUpdated, intro, children }: LegalPageProps) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <PageTitle title={title} />
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900" mb="2">
        {title}
      </Heading>
      <Text color="gray.600" fontSize="sm" mb="6">
        Last updated: {lastUpdated}
      </Text>
      <Text color="gray.700" fontSize="lg" mb="4">
        {intro}
      </Text>
      <Stack gap="8">{children}</Stack>
    </Container>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="xl" color="gray.900" mb="3">
        {title}
      </Heading>
      <Stack
        gap="3"
        color="gray.700"
        lineHeight="tall"
        css={{ '& ul': { paddingInlineStart: '1.25rem', listStyleType: 'disc' }, '& li + li': { marginTop: '0.5rem' } }}
      >
        {children}
      </Stack>
    </Box>
  );
}
