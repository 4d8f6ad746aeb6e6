import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
