import { Box, Button, Dialog, HStack, Spinner, Text } from '@chakra-ui/react';
import { adviceMessages } from '@bridal/shared/advice/help-problems';
import { useState } from 'react';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { Markdown } from '../../../components/ui/markdown';
import { notify } from '../../../lib/notify';
import { requestCoachingAdvice } from '../api/request-coaching-advice';
import { adviceFailureMessage } from '../utils/advice-failure-message';

interface CoachingDialogProps {
  brideId: string;
  brideName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The advice shows no sooner than this after the click (the demo's 1.5 s). */
  minDelayMs?: number;
}

/** Advice on meeting the consultant's coaching goals in this bride's appointment. */
export function CoachingDialog({ brideId, brideName, open, onOpenChange, minDelayMs = 0 }: CoachingDialogProps) {
  const [advice, setAdvice] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function getAdvice() {
    setLoading(true);
    try {
      const delay = new Promise((resolve) => setTimeout(resolve, minDelayMs));
      const [answer] = await Promise.all([requestCoachingAdvice(brideId), delay]);
      if (typeof answer?.advice !== 'string' || !answer.advice.trim()) throw new Error('No advice in the answer');
      setAdvice(answer.advice);
    } catch (error) {
      notify('error', 'Error', adviceFailureMessage(error, adviceMessages.coachingFailed));
    } finally {
      setLoading(false);
    }
  }

  return (
    <DialogFrame open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg">
      <Dialog.Header pe="14">
        <Dialog.Title>How to Achieve Your Coaching Goal During This Appointment</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description color="fg.muted" mb="4">
          Practical steps for {brideName}&apos;s appointment, built from the coaching goals your boutique set for you
          and her plan.
        </Dialog.Description>
        <Box aria-live="polite" aria-busy={loading}>
          {loading ? (
            <HStack gap="3" py="4" color="fg.muted">
              <Spinner size="sm" color="brand.solid" />
              <Text>Generating coaching advice...</Text>
            </HStack>
          ) : (
            advice && (
              <Box data-testid="coaching-advice">
                <Markdown>{advice}</Markdown>
              </Box>
            )
          )}
        </Box>
      </Dialog.Body>
      <DialogActions>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="brand" onClick={getAdvice} loading={loading} loadingText="Generating...">
          {advice ? 'Refresh Advice' : 'Get Coaching Advice'}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
