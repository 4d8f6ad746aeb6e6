import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';
import { formatZonedDay } from '../../../lib/format-zoned-time';
import { type Area, type BoutiqueRef, paths } from '@bridal/shared/web/page-paths';
import { failureStatus } from '../../../lib/server-error';
import { useDueFollowUps } from '../api/follow-ups-api';
import { stepLabel } from '../utils/describe-follow-up';

interface FollowUpsDueCardProps {
  area: Area;
  boutiqueId: BoutiqueRef;
  /** The admin's card names each bride's consultant. */
  showConsultant?: boolean;
}

/** 'Follow-ups due': the drafts waiting for a person, each opening the bride's follow-up view. */
export function FollowUpsDueCard({ area, boutiqueId, showConsultant = false }: FollowUpsDueCardProps) {
  const { data, error } = useDueFollowUps(boutiqueId === 'demo');
  const more = data && data.total > data.items.length ? data.total - data.items.length : 0;
  return (
    <SectionCard title="Follow-ups due">
      {data ? (
        data.items.length === 0 ? (
          <Text color="fg.muted">No follow-ups due. Drafts show here when they fall due.</Text>
        ) : (
          <Stack as="ul" gap="2" ps="0" m="0">
            {data.items.map((item) => (
              <Box key={item.id} as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3">
                <Flex gap="3" wrap="wrap" justify="space-between" align="center">
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="semibold">{item.brideName}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {`${stepLabel(item.step)} · due ${formatZonedDay(item.dueAt, data.timeZone)}`}
                      {showConsultant ? ` · ${item.consultantName || 'Unassigned'}` : ''}
                    </Text>
                  </Stack>
                  <Button asChild size="sm" variant="outline" colorPalette="brand">
                    <RouterLink
                      to={paths.followUps(area, boutiqueId, item.brideId)}
                      aria-label={`Review ${item.brideName}'s follow-up`}
                    >
                      Review
                    </RouterLink>
                  </Button>
                </Flex>
              </Box>
            ))}
          </Stack>
        )
      ) : error ? (
        <Text color="red.700">{`Could not load the follow-ups due: ${failureStatus(error)}`}</Text>
      ) : (
        <Text color="fg.muted">Loading...</Text>
      )}
      {more > 0 && <Text fontSize="sm" color="fg.muted">{`And ${more} more.`}</Text>}
    </SectionCard>
  );
}
