import { DataList } from '@chakra-ui/react';
import type { AiInsight } from '@bridal/shared/brides/bride-plan';
import { ConfidenceStars } from '../../../components/ui/confidence-stars';
import { ReviewCard } from './review-card';

const fields = [
  ['Communication Style', 'communicationStyle'],
  ['Emotional State', 'emotionalState'],
  ['Decision-Making Approach', 'decisionMakingApproach'],
  ['Appointment Strategy', 'appointmentStrategy'],
] as const satisfies readonly (readonly [string, keyof AiInsight])[];

export function AiInsightCard({ insight }: { insight: AiInsight }) {
  return (
    <ReviewCard title="AI Insight">
      <DataList.Root orientation="vertical" gap="4">
        {fields.map(([label, field]) =>
          insight[field] ? (
            <DataList.Item key={field}>
              <DataList.ItemLabel color="fg.muted" fontWeight="semibold">
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue fontSize="md">{insight[field]}</DataList.ItemValue>
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
    </ReviewCard>
  );
}
