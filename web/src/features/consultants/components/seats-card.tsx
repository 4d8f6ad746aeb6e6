import { Text } from '@chakra-ui/react';
import { SectionCard } from '../../../components/layout/section-card';
import type { SeatUsage } from '../utils/seat-usage';
import { SeatUsageMeter } from './seat-usage-meter';

interface SeatsCardProps {
  usage: SeatUsage | null;
  failed: boolean;
  /** Names the 'seats are full' text, so the disabled invite button can point to it. */
  fullReasonId: string;
}

/** The management page's seats: the meter, or why it is not there yet. */
export function SeatsCard({ usage, failed, fullReasonId }: SeatsCardProps) {
  return (
    <SectionCard title="Consultant Seats" gap="3">
      {usage ? (
        <SeatUsageMeter usage={usage} fullReasonId={fullReasonId} />
      ) : (
        <Text color="fg.muted" role="status">
          {failed ? 'Your seats could not be loaded.' : 'Loading your seats...'}
        </Text>
      )}
    </SectionCard>
  );
}
