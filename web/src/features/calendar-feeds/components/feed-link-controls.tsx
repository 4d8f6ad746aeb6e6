import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { CalendarFeedStatus, MadeCalendarFeed } from '@bridal/shared/calendar-feeds/calendar-feeds';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatZonedDateAndTime } from '../../../lib/format-zoned-time';
import { notify } from '../../../lib/notify';
import { failureText } from '../../../lib/show-failure';
import { NewFeedLink } from './new-feed-link';

interface FeedLinkControlsProps {
  /** Whose appointments the link shows, for the words: 'your appointments'. */
  whose: string;
  feed: CalendarFeedStatus | null;
  timeZone: string;
  make: () => Promise<MadeCalendarFeed>;
  revoke: () => Promise<void>;
}

/** When a link was made and last fetched, in the boutique's zone. */
export function feedDates(feed: CalendarFeedStatus, timeZone: string): string {
  const made = formatZonedDateAndTime(feed.createdAt, timeZone);
  const fetched = feed.lastFetchedAt ? formatZonedDateAndTime(feed.lastFetchedAt, timeZone) : null;
  return `Made ${made}; ${fetched ? `last fetched ${fetched}` : 'not fetched by a calendar yet'}.`;
}

/**
 * A calendar link's state and what can be done with it: made (the link shown once), or that one
 * exists with Revoke and Make a New Link, each confirmed since a calendar that subscribed stops
 * updating.
 */
export function FeedLinkControls({ whose, feed, timeZone, make, revoke }: FeedLinkControlsProps) {
  const [made, setMade] = useState<MadeCalendarFeed | null>(null);
  const [asking, setAsking] = useState<'revoke' | 'renew' | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: 'revoke' | 'make') {
    setBusy(true);
    try {
      if (action === 'make') setMade(await make());
      else {
        await revoke();
        setMade(null);
        notify('success', 'Calendar Link Revoked', 'The link no longer shows any appointment.');
      }
      setAsking(null);
    } catch (error) {
      notify('error', 'Could Not Change the Calendar Link', failureText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="3">
      {made && <NewFeedLink made={made} />}
      <Text fontSize="sm" color="fg.muted" data-testid="calendar-feed-state">
        {feed
          ? `A link to ${whose} exists. ${feedDates(feed, timeZone)}`
          : `No link yet. Make one to see ${whose} in Google Calendar, Apple Calendar or Outlook.`}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button
          colorPalette="brand"
          variant={feed ? 'outline' : 'solid'}
          loading={busy && asking === null}
          onClick={() => (feed ? setAsking('renew') : void run('make'))}
        >
          {feed ? 'Make a New Link' : 'Make a Calendar Link'}
        </Button>
        {feed && (
          <Button variant="outline" colorPalette="red" onClick={() => setAsking('revoke')}>
            Revoke Link
          </Button>
        )}
      </Flex>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'revoke' ? 'Revoke this calendar link?' : 'Make a new calendar link?'}
        busy={busy}
        confirmLabel={asking === 'revoke' ? 'Revoke Link' : 'Make a New Link'}
        busyLabel="Working..."
        cancelLabel="Keep It"
        onCancel={() => setAsking(null)}
        onConfirm={() => void run(asking === 'revoke' ? 'revoke' : 'make')}
      >
        The current link stops working at once: calendars that subscribed to it no longer update.
      </ConfirmDialog>
    </Stack>
  );
}
