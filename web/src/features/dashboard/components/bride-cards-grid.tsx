import { SimpleGrid } from '@chakra-ui/react';
import type { DashboardBride, DashboardNotification } from '@bridal/shared/dashboard/dashboard';
import { useStartConsultation } from '../hooks/use-start-consultation';
import { BrideCard } from './bride-card';

interface BrideCardsGridProps {
  entries: readonly (DashboardBride & { when?: 'upcoming' | 'past' })[];
  /** Names the list for screen readers. */
  label: string;
  /** The boutique's IANA time zone (the payload's), for the cards' days. */
  timeZone: string;
  profilePathFor: (brideId: string) => string;
  /** Her unread notifications are marked read when her consultation starts. */
  notifications: readonly DashboardNotification[];
  /** The demo: profiles open, consultations are not started. */
  readOnly?: boolean;
}

/** Brides' cards in one, then two columns, in the order given. */
export function BrideCardsGrid({
  entries,
  label,
  timeZone,
  profilePathFor,
  notifications,
  readOnly,
}: BrideCardsGridProps) {
  const { start, startingId } = useStartConsultation(notifications);
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label={label}>
      {entries.map((entry) => {
        const path = profilePathFor(entry.bride.id);
        return (
          <BrideCard
            key={entry.bride.id}
            entry={entry}
            timeZone={timeZone}
            profilePath={path}
            isStarting={startingId === entry.bride.id}
            onStart={() => void start(entry.bride.id, path)}
            readOnly={readOnly}
            past={entry.when === 'past'}
          />
        );
      })}
    </SimpleGrid>
  );
}
