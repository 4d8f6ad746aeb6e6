import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';

/**
 * 'Copy as text message' (there is no SMS provider: she sends it from her phone). When the browser
 * refuses the clipboard, the text shows selected in a box to copy by hand.
 */
export function CopyTextMessage({ text }: { text: string }) {
  const id = useId();
  const [refused, setRefused] = useState(false);
  const fallbackRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (refused) fallbackRef.current?.select();
  }, [refused]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setRefused(false);
      notify('success', followUpMessages.copied);
    } catch {
      setRefused(true);
      notify('warning', 'Copy it yourself', 'Your browser did not allow the copy: the text is selected below.');
    }
  }

  return (
    <Stack gap="2" w="full">
      <Button variant="outline" colorPalette="brand" onClick={() => void copy()} alignSelf="flex-start">
        Copy as text message
      </Button>
      {refused && (
        <Field.Root id={id}>
          <Field.Label fontWeight="semibold">Text message to copy</Field.Label>
          <Textarea ref={fallbackRef} value={text} readOnly rows={4} onFocus={(event) => event.target.select()} />
        </Field.Root>
      )}
    </Stack>
  );
}
