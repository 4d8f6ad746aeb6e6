import { Box, DataList, Heading, Stack } from '@chakra-ui/react';
import type { AiInsight, BridePlan } from '@bridal/shared/brides/bride-plan';
import { ConfidenceStars } from '../../../components/ui/confidence-stars';
import { Markdown } from '../../../components/ui/markdown';
import { planLinks } from '../../../lib/plan-links';
import { PendingAnalysis, ProfileSection } from './profile-section';

const insightFields = [
  ['Communication Style', 'communicationStyle'],
  ['Emotional State', 'emotionalState'],
  ['Decision Making', 'decisionMakingApproach'],
  ['Appointment Strategy', 'appointmentStrategy'],
] as const satisfies readonly (readonly [string, keyof AiInsight])[];

function AiInsightCard({ insight }: { insight: AiInsight }) {
  return (
    <Box
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.100"
      borderRadius="lg"
      p={{ base: 4, md: 5 }}
      _print={{ p: 2, bg: 'transparent' }}
    >
      <Heading as="h3" size="md" mb="3" _print={{ fontSize: 'sm', mb: 1 }}>
        AI Insight
      </Heading>
      <DataList.Root
        orientation="vertical"
        gap="4"
        _print={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, columnGap: 3 }}
      >
        {insightFields.map(([label, field]) =>
          insight[field] ? (
            // The printed sheet has the try-on order in the strategy already.
            <DataList.Item key={field} _print={field === 'appointmentStrategy' ? { display: 'none' } : undefined}>
              <DataList.ItemLabel color="fg.muted" fontWeight="semibold">
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue fontSize="md" _print={{ fontSize: 'sm' }}>
                {insight[field]}
              </DataList.ItemValue>
            </DataList.Item>
          ) : null,
        )}
        <DataList.Item>
          <DataList.ItemLabel color="fg.muted" fontWeight="semibold">
            Confidence
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <ConfidenceStars confidence={insight.confidence} />
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Box>
  );
}

export function StrategySection({ plan }: { plan: BridePlan }) {
  const { consultationStrategy, aiAnalysis } = plan.survey;
  return (
    <ProfileSection title="Consultation Strategy">
      {consultationStrategy || aiAnalysis ? (
        <Stack
          direction={{ base: 'column', lg: 'row' }}
          gap="6"
          align="flex-start"
          _print={{ flexDirection: 'column', gap: 2 }}
        >
          {consultationStrategy && (
            <Markdown
              flex="3"
              minW="0"
              w="full"
              links={planLinks(plan)}
              // Two columns on paper; the text's own title repeats the section's, so it is left off.
              _print={{ columnCount: 2, columnGap: '6mm', '& > :is(h3, h4):first-child': { display: 'none' } }}
            >
              {consultationStrategy}
            </Markdown>
          )}
          {aiAnalysis && (
            <Box flex="2" minW="0" w="full">
              <AiInsightCard insight={aiAnalysis} />
            </Box>
          )}
        </Stack>
      ) : (
        <PendingAnalysis what="The consultation strategy" />
      )}
    </ProfileSection>
  );
}
