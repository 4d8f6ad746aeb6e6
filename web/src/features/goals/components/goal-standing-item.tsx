import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { GoalStatus } from '@bridal/shared/coaching/goal';
import type { GoalStanding } from '@bridal/shared/coaching/goal-standing';
import type { ReactNode } from 'react';
import { describeStanding } from '../utils/describe-goal';

const palettes: Record<GoalStatus, { colorPalette: string; color: string }> = {
  met: { colorPalette: 'green', color: 'green.900' },
  not_yet: { colorPalette: 'blue', color: 'blue.900' },
  ended: { colorPalette: 'gray', color: 'gray.900' },
  no_data: { colorPalette: 'gray', color: 'gray.900' },
};

interface GoalStandingItemProps {
  standing: GoalStanding;
  /** The dashboard's card: value, target, counts and period only. */
  compact?: boolean;
  /** Edit and Delete, on the goal page. */
  actions?: ReactNode;
}

/** One goal: the measure, where it stands against its target, what it was counted from and over which days. */
export function GoalStandingItem({ standing, compact = false, actions }: GoalStandingItemProps) {
  const lines = describeStanding(standing);
  return (
    <Stack as="li" gap="1" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="goal">
      <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {standing.label}
        </Text>
        <Badge variant="subtle" size="md" flexShrink={0} {...palettes[standing.status]}>
          {lines.status}
        </Badge>
      </Flex>
      <Text>
        <Text as="span" fontWeight="semibold" fontSize="lg">
          {lines.value}
        </Text>
        {` against a target of ${lines.target} by ${lines.due}`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {`${lines.counts}, ${lines.period}`}
      </Text>
      {!compact && (
        <>
          <Text fontSize="sm" color="fg.muted">
            {lines.baseline}
          </Text>
          <Text fontSize="sm">{lines.improvement}</Text>
        </>
      )}
      {actions && (
        <Flex gap="2" wrap="wrap" pt="1">
          {actions}
        </Flex>
      )}
    </Stack>
  );
}
