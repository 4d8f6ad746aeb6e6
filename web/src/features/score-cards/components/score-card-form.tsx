import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { type ScoreCardAnswer, type ScoreCardBehaviour, scoreCardMessages } from '@bridal/shared/coaching/score-card';
import { useId, useState } from 'react';
import { failureText } from '../../../lib/show-failure';
import { completeAnswers, type DraftAnswers, unansweredOf } from '../utils/score-card-answers';
import { AnswerButtons } from './answer-buttons';

interface ScoreCardFormProps {
  behaviours: readonly ScoreCardBehaviour[];
  initial: DraftAnswers;
  /** Sends the card; a failure is shown on the form, and every answer stays chosen. */
  onSave: (answers: Record<string, ScoreCardAnswer>) => Promise<void>;
  onCancel?: () => void;
}

function BehaviourRow({
  behaviour,
  value,
  missing,
  onChange,
}: {
  behaviour: ScoreCardBehaviour;
  value: ScoreCardAnswer | undefined;
  missing: boolean;
  onChange: (answer: ScoreCardAnswer) => void;
}) {
  const labelId = useId();
  return (
    <Stack as="li" gap="2" listStyleType="none" data-behaviour={behaviour.key}>
      <Text id={labelId} fontWeight="medium" overflowWrap="anywhere">
        {behaviour.label}
      </Text>
      <AnswerButtons labelledBy={labelId} value={value} onChange={onChange} />
      {missing && (
        <Text color="red.700" fontSize="sm">
          Choose yes, no or not relevant.
        </Text>
      )}
    </Stack>
  );
}

/** The score card: one row per behaviour, three large buttons each, nothing chosen for her, one Save. */
export function ScoreCardForm({ behaviours, initial, onSave, onCancel }: ScoreCardFormProps) {
  const [draft, setDraft] = useState<DraftAnswers>(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const missing = tried ? new Set(unansweredOf(behaviours, draft)) : new Set<string>();

  async function save() {
    setTried(true);
    const answers = completeAnswers(behaviours, draft);
    if (!answers) {
      setFailure(scoreCardMessages.missing);
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      await onSave(answers);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      aria-label="Score card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="5">
        <Stack as="ul" gap="5" ps="0" m="0">
          {behaviours.map((behaviour) => (
            <BehaviourRow
              key={behaviour.key}
              behaviour={behaviour}
              value={draft[behaviour.key]}
              missing={missing.has(behaviour.key)}
              onChange={(answer) => setDraft((current) => ({ ...current, [behaviour.key]: answer }))}
            />
          ))}
        </Stack>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="xl" width="full" loading={saving} loadingText="Saving...">
          Save score card
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Stack>
    </form>
  );
}
