import { Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { MadeCalendarFeed } from '@bridal/shared/calendar-feeds/calendar-feeds';
import { useRef } from 'react';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

/**
 * A link just made, shown whole this once (only its hash is kept): copy it into Google Calendar
 * or Outlook, or open its webcal:// form in the device's calendar app.
 */
export function NewFeedLink({ made }: { made: MadeCalendarFeed }) {
  const input = useRef<HTMLInputElement>(null);
  const { copy, copied } = useCopyToClipboard('The calendar link');
  return (
    <Stack gap="3" borderWidth="1px" borderColor="brand.200" bg="brand.50" borderRadius="md" p="4">
      <Field.Root>
        <Field.Label>Your new calendar link</Field.Label>
        <Flex gap="2" width="full" direction={{ base: 'column', sm: 'row' }}>
          <Input
            ref={input}
            readOnly
            bg="white"
            value={made.url}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="calendar-feed-url"
          />
          <Button
            colorPalette="brand"
            flexShrink={0}
            onClick={async () => {
              if (!(await copy(made.url))) input.current?.select();
            }}
          >
            {copied ? 'Copied!' : 'Copy Link'}
          </Button>
        </Flex>
        <Field.HelperText>
          Copy it now: for your privacy it is shown only this once. Anyone with the link sees these appointments.
        </Field.HelperText>
      </Field.Root>
      <Text fontSize="sm">
        Google Calendar: Other calendars, then From URL, and paste it. Outlook: Add calendar, then Subscribe from web.
        Apple Calendar or a phone:{' '}
        <Link href={made.webcalUrl} color="brand.fg" textDecoration="underline">
          open it in your calendar app
        </Link>
        .
      </Text>
    </Stack>
  );
}
