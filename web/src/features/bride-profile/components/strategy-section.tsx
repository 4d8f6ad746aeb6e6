import { Box, Heading, Stack } from '@chakra-ui/react';
import type { AiInsight, BridePlan } from '@bridal/shared/brides/bride-plan';
import { Markdown } from '../../../components/ui/markdown';
import { planLinks } from '../../../lib/plan-links';
import { AiInsightList } from './ai-insight-list';
import { PendingAnalysis, ProfileSection } from './profile-section';

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
      <AiInsightList insight={insight} printable />
    </Box>
  );
}

/** `id`: the anchor the profile's section jump scrolls to. */
export function StrategySection({ plan, id }: { plan: BridePlan; id?: string }) {
  const { consultationStrategy, aiAnalysis } = plan.survey;
  return (
    <ProfileSection title="Consultation Strategy" id={id}>
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
