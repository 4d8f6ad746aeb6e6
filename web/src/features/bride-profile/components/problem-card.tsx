import { Center, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ProblemCardProps {
  title: string;
  /** What went wrong, in a line or two. */
  children?: ReactNode;
  /** The way out: back to the dashboard, or to the login. */
  action: ReactNode;
}

/** Stands in for a profile or review that cannot be shown. */
export function ProblemCard({ title, children, action }: ProblemCardProps) {
  return (
    <Center minH="50vh">
      <Stack gap="4" align="center" textAlign="center" bg="white" borderWidth="1px" borderRadius="xl" p="8" maxW="md">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
        {action}
      </Stack>
    </Center>
  );
}
