import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { sendSurveyLink } from '../api/schedule-api';

/** 'Send survey link': e-mails a walk-in her survey link (again). */
export function SendSurveyLinkButton({ brideId }: { brideId: string }) {
  const [sending, setSending] = useState(false);
  async function send() {
    setSending(true);
    try {
      await sendSurveyLink(brideId);
      notify('success', 'Her survey link is on its way.');
    } catch (error) {
      notify('error', serverMessage(error) ?? 'The link could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  }
  return (
    <Button size="sm" colorPalette="brand" onClick={() => void send()} loading={sending} loadingText="Sending...">
      Send survey link
    </Button>
  );
}
