import { Box, Button, Dialog, Field, Input, RadioCard, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  adviceLimits,
  adviceMessages,
  type HelpProblem,
  helpProblems,
  helpProblemValues,
} from '@bridal/shared/advice/help-problems';
import { useEffect, useRef, useState } from 'react';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { Markdown } from '../../../components/ui/markdown';
import { notify } from '../../../lib/notify';
import { requestHelpAdvice } from '../api/request-help-advice';
import { adviceFailureMessage } from '../utils/advice-failure-message';
import { composeHelpDetails, otherTextMax } from '../utils/compose-help-details';

type Step = 1 | 2 | 3;

const stepTitles: Record<Step, string> = {
  1: 'I Need Help',
  2: 'Tell us more',
  3: 'Expert Consultation Advice',
};

const initialState = {
  step: 1 as Step,
  problem: null as HelpProblem | null,
  otherText: '',
  details: '',
  advice: '',
  /** The step-1 message, shown once Next was pressed too early. */
  choiceError: null as string | null,
};

type HelpWizardState = typeof initialState;

interface HelpWizardDialogProps {
  brideId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The demo: the built-in analyst's answers for her, which came with her plan; the advice is
   * taken from them (after `minDelayMs`) and no advice request is made.
   */
  demoAnswers?: Record<HelpProblem, string>;
  /** The advice shows no sooner than this after the click (the demo's 1.5 s). */
  minDelayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 'I Need Help': choose the issue, tell us more, read the expert advice. */
export function HelpWizardDialog({ brideId, open, onOpenChange, demoAnswers, minDelayMs = 0 }: HelpWizardDialogProps) {
  const [state, setState] = useState<HelpWizardState>(initialState);
  const [loading, setLoading] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const otherRef = useRef<HTMLInputElement>(null);
  const previousStep = useRef<Step>(1);
  const update = (changes: Partial<HelpWizardState>) => setState((current) => ({ ...current, ...changes }));

  // A new step is announced by moving focus to its title.
  useEffect(() => {
    if (previousStep.current !== state.step) titleRef.current?.focus();
    previousStep.current = state.step;
  }, [state.step]);

  function next() {
    if (!state.problem) {
      update({ choiceError: adviceMessages.chooseProblem });
      return;
    }
    if (state.problem === 'other' && !state.otherText.trim()) {
      update({ choiceError: adviceMessages.describeOther });
      otherRef.current?.focus();
      return;
    }
    update({ step: 2, choiceError: null });
  }

  async function getAdvice() {
    if (!state.problem || loading) return;
    setLoading(true);
    try {
      const ask = demoAnswers
        ? Promise.resolve({ advice: demoAnswers[state.problem] })
        : requestHelpAdvice({
            brideId,
            problem: state.problem,
            details: composeHelpDetails(state.problem, state.otherText, state.details),
          });
      const [answer] = await Promise.all([ask, wait(minDelayMs)]);
      if (typeof answer?.advice !== 'string' || !answer.advice.trim()) throw new Error('No advice in the answer');
      update({ step: 3, advice: answer.advice });
    } catch (error) {
      notify('error', 'Error', adviceFailureMessage(error, adviceMessages.helpFailed));
    } finally {
      setLoading(false);
    }
  }

  function done() {
    onOpenChange(false);
    setState(initialState);
  }

  const otherMissing = state.choiceError === adviceMessages.describeOther;

  return (
    <DialogFrame open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg">
      <Dialog.Header pe="14" flexDirection="column" alignItems="flex-start" gap="1">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          Step {state.step} of 3
        </Text>
        <Dialog.Title ref={titleRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
          {stepTitles[state.step]}
        </Dialog.Title>
      </Dialog.Header>

      <Dialog.Body>
        {state.step === 1 && (
          <Stack gap="5">
            <RadioCard.Root
              value={state.problem}
              onValueChange={({ value }) => {
                const problem = helpProblemValues.find((candidate) => candidate === value) ?? null;
                update({ problem, choiceError: null, otherText: problem === 'other' ? state.otherText : '' });
              }}
              colorPalette="brand"
              aria-describedby={state.choiceError && !otherMissing ? 'help-choice-error' : undefined}
            >
              <RadioCard.Label fontWeight="semibold" fontSize="md" mb="3">
                What do you need help with?
              </RadioCard.Label>
              <Stack gap="2">
                {helpProblems.map((problem) => (
                  <RadioCard.Item key={problem.value} value={problem.value}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl alignItems="center">
                      <RadioCard.ItemText fontSize="md">{problem.label}</RadioCard.ItemText>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </Stack>
            </RadioCard.Root>
            {state.problem === 'other' && (
              <Field.Root required invalid={otherMissing}>
                <Field.Label fontWeight="semibold">
                  What is happening?
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  ref={otherRef}
                  value={state.otherText}
                  maxLength={otherTextMax}
                  onChange={(event) => update({ otherText: event.target.value, choiceError: null })}
                  size="lg"
                  autoFocus
                />
                <Field.ErrorText color="red.700">{adviceMessages.describeOther}</Field.ErrorText>
              </Field.Root>
            )}
            {state.choiceError && !otherMissing && (
              <Text id="help-choice-error" role="alert" color="red.700" fontSize="sm">
                {state.choiceError}
              </Text>
            )}
          </Stack>
        )}

        {state.step === 2 && (
          <Field.Root>
            <Field.Label fontWeight="semibold">Anything else we should know? (optional)</Field.Label>
            <Textarea
              value={state.details}
              maxLength={adviceLimits.detailsMax}
              onChange={(event) => update({ details: event.target.value })}
              rows={5}
              size="lg"
              placeholder="What has she said, who is with her, what has she tried on?"
            />
            <Field.HelperText color="fg.muted">
              The more you tell us, the more specific the advice. Her plan is already included.
            </Field.HelperText>
          </Field.Root>
        )}

        {state.step === 3 && (
          <Box data-testid="help-advice">
            <Markdown>{state.advice}</Markdown>
          </Box>
        )}
      </Dialog.Body>

      <DialogActions>
        {state.step === 1 && (
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.ActionTrigger>
            <Button colorPalette="brand" onClick={next}>
              Next
            </Button>
          </>
        )}
        {state.step === 2 && (
          <>
            <Button variant="outline" onClick={() => update({ step: 1 })} disabled={loading}>
              Back
            </Button>
            <Button colorPalette="brand" onClick={getAdvice} loading={loading} loadingText="Getting advice...">
              Get Expert Advice
            </Button>
          </>
        )}
        {state.step === 3 && (
          <>
            <Button variant="outline" onClick={() => setState(initialState)}>
              Get More Help
            </Button>
            <Button colorPalette="brand" onClick={done}>
              Done
            </Button>
          </>
        )}
      </DialogActions>
    </DialogFrame>
  );
}
