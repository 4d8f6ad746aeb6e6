import { DataList } from '@chakra-ui/react';
import type { AiInsight } from '@bridal/shared/brides/bride-plan';
import { ConfidenceStars } from '../../../components/ui/confidence-stars';

interface AiInsightListProps {
  insight: AiInsight;
  /** The review names the decision field in full; the profile's narrower card says 'Decision Making'. */
  decisionLabel?: string;
  /** Laid out for the printed sheet, which has the try-on order in its strategy already. */
  printable?: boolean;
}

/** The model's read of her, each field left out when empty, and its confidence in stars. */
export function AiInsightList({ insight, decisionLabel = 'Decision Making', printable = false }: AiInsightListProps) {
  const fields = [
    ['Communication Style', 'communicationStyle'],
    ['Emotional State', 'emotionalState'],
    [decisionLabel, 'decisionMakingApproach'],
    ['Appointment Strategy', 'appointmentStrategy'],
  ] as const satisfies readonly (readonly [string, keyof AiInsight])[];
  return (
    <DataList.Root
      orientation="vertical"
      gap="4"
      _print={
        printable
          ? { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, columnGap: 3 }
          : undefined
      }
    >
      {fields.map(([label, field]) =>
        insight[field] ? (
          <DataList.Item
            key={field}
            _print={printable && field === 'appointmentStrategy' ? { display: 'none' } : undefined}
          >
            <DataList.ItemLabel color="fg.muted" fontWeight="semibold">
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue fontSize="md" _print={printable ? { fontSize: 'sm' } : undefined}>
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
  );
}
