import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface DashboardHeaderProps {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}

export function DashboardHeader({ title, subtitle, actions }: DashboardHeaderProps) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="4" wrap="wrap" mb="6">
      <Stack gap="1" minW="0">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900" overflowWrap="anywhere">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {subtitle}
        </Text>
      </Stack>
      {actions}
    </Flex>
  );
}

/**
 * A page the dashboard's header links to. `phoneOnly`: on desks the signed-in frame's bar already
 * links it, so the header keeps it for phones (and the demo, which has no bar).
 */
export function DashboardHeaderLink({
  to,
  phoneOnly = false,
  children,
}: {
  to: string;
  phoneOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      asChild
      variant="outline"
      colorPalette="brand"
      bg="white"
      flex={{ base: '1', sm: 'initial' }}
      hideFrom={phoneOnly ? 'md' : undefined}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
