import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { BehaviourFigures } from '@bridal/shared/coaching/behaviour-figures';
import { measureDefinitions } from '@bridal/shared/coaching/measures';
import { statisticsNote } from '@bridal/shared/coaching/statistics';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { failureStatus } from '../../../lib/server-error';
import { useBehaviourFigures } from '../api/get-behaviour-figures';
import { coverageOf } from '../utils/describe-figures';
import { BehaviourFiguresTable } from './behaviour-figures-table';

const teamChoice = 'team';

/** How the closing ratio is compared, word for word on the page. */
const closingWithWithout =
  'Closing with it: sales over the appointments whose card answered yes; without it: sales over those that answered no. Cards that found it not relevant count in neither.';

/** The figures of one period: a choice of whose (the team, or a consultant), then that group's table. */
export function BehaviourFiguresView({ figures }: { figures: BehaviourFigures }) {
  const own = figures.scope === 'own' ? figures.byConsultant[0] : undefined;
  const [choice, setChoice] = useState<string>(own?.consultantId ?? teamChoice);
  const groups = [figures.team, ...figures.byConsultant];
  const shown =
    (choice !== teamChoice && figures.byConsultant.find((group) => group.consultantId === choice)) || figures.team;
  const nameOf = (group: (typeof groups)[number]) =>
    group === figures.team ? 'The team' : own && group === own ? 'You' : group.name;

  return (
    <Stack gap="4">
      <Field.Root maxW="sm">
        <Field.Label>Whose score cards</Field.Label>
        <NativeSelect.Root size="md">
          <NativeSelect.Field value={choice} onChange={(event) => setChoice(event.currentTarget.value)}>
            {groups.map((group) => (
              <option key={group.consultantId ?? teamChoice} value={group.consultantId ?? teamChoice}>
                {nameOf(group)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text fontWeight="medium">{`${nameOf(shown)}: ${coverageOf(shown.scoreCards, shown.completed)}.`}</Text>
      {shown.scoreCards === 0 ? (
        <Text color="fg.muted">
          No score card in this period yet. A card follows each recorded outcome, in the appointment.
        </Text>
      ) : (
        <BehaviourFiguresTable caption={`Score-card behaviours: ${nameOf(shown)}`} behaviours={shown.behaviours} />
      )}
      <Stack gap="1" fontSize="sm" color="fg.muted">
        <Text>{`How often: ${measureDefinitions.behaviour}`}</Text>
        <Text>{closingWithWithout}</Text>
        <Text data-testid="statistics-note">{statisticsNote}</Text>
      </Stack>
    </Stack>
  );
}

/** The reports page's 'Score cards': each behaviour's rate and the closing ratio with and without it, for the period shown. */
export function BehaviourFiguresSection({
  from,
  to,
  useFigures = useBehaviourFigures,
}: {
  from: string;
  to: string;
  /** Where the figures come from: the boutique's own, or the demo boutique's. */
  useFigures?: (period: { from: string; to: string }) => { data?: BehaviourFigures; error?: unknown };
}) {
  const { data, error } = useFigures({ from, to });
  return (
    <SectionCard
      title="Score cards"
      description="How often each behaviour happens, and how the closing ratio differs with and without it."
    >
      {data ? (
        <BehaviourFiguresView figures={data} />
      ) : error ? (
        <Text color="red.700">{`The score-card figures could not be loaded: ${failureStatus(error)}`}</Text>
      ) : (
        <Text color="fg.muted">Counting...</Text>
      )}
    </SectionCard>
  );
}
