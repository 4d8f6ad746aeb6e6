import { describeBudgetAnswer } from '@bridal/shared/budget/resolve-budget';
import { Box, DataList, Text } from '@chakra-ui/react';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import {
  describeDaysUntil,
  describeFeelings,
  describeIntention,
  describeShoppingParty,
  describeVenue,
  describeVibes,
} from '../../../lib/describe-survey';
import { describeDressSize } from '../../../lib/describe-dress-size';
import { formatLongDate } from '../../../lib/format-date';
import { ProfileSection } from './profile-section';

/** The bride's answers at a glance; unanswered questions are left out. `id`: the section jump's anchor. */
export function BrideDetails({ plan, id }: { plan: BridePlan; id?: string }) {
  const { bride, survey } = plan;
  // The printed sheet's header line already gives the day, the countdown and the venue.
  const items = [
    { label: 'Wedding Date', value: formatLongDate(bride.weddingDate), inHeader: true },
    { label: 'Countdown', value: describeDaysUntil(survey.daysUntilWedding), inHeader: true },
    { label: 'Venue', value: describeVenue(bride.weddingVenue, bride.weddingLocation), inHeader: true },
    { label: 'Budget', value: describeBudgetAnswer(survey) },
    { label: 'Shopping Intent', value: describeIntention(survey.shoppingIntention, survey.customIntention) },
    { label: 'Vibe', value: describeVibes(survey.weddingVibes) },
    { label: 'Shopping With', value: describeShoppingParty(survey.shoppingParty).join(', ') },
    { label: 'Feeling', value: describeFeelings(survey.currentFeeling, survey.customFeeling) },
    // Always shown: 'Not given: ask her' is as useful to the consultant as the size.
    { label: 'Usual Size', value: describeDressSize({ ...survey, weddingVenue: bride.weddingVenue }), always: true },
    // Her own words keep their line breaks and take the full width.
    { label: 'Vision', value: survey.specificVision.trim(), long: true },
  ].filter((item) => item.value);
  const note = survey.additionalNotes.trim();

  return (
    <ProfileSection title="Client Details" id={id}>
      {items.every((item) => item.always) && !note && <Text color="fg.muted">She answered only her name.</Text>}
      <DataList.Root
        orientation="vertical"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
        gap={{ base: 4, md: 5 }}
        _print={{ gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: 1.5 }}
      >
        {items.map((item) => (
          <DataList.Item
            key={item.label}
            gridColumn={item.long ? '1 / -1' : undefined}
            _print={item.inHeader ? { display: 'none' } : undefined}
          >
            <DataList.ItemLabel color="fg.muted" fontWeight="medium">
              {item.label}
            </DataList.ItemLabel>
            <DataList.ItemValue
              fontSize="md"
              fontWeight={item.long ? undefined : 'semibold'}
              whiteSpace={item.long ? 'pre-line' : undefined}
              overflowWrap="anywhere"
            >
              {item.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {note && (
        <Box
          mt="5"
          p="4"
          bg="yellow.50"
          borderWidth="1px"
          borderColor="yellow.300"
          borderRadius="lg"
          _print={{ mt: 1, px: 2, py: 1 }}
        >
          <Text fontWeight="bold" mb="1">
            Note
          </Text>
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {note}
          </Text>
        </Box>
      )}
    </ProfileSection>
  );
}
