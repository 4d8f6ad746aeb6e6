import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { makeOwnCalendarFeed, revokeOwnCalendarFeed, useOwnCalendarFeed } from '../api/own-calendar-feed';
import { FeedLinkControls } from './feed-link-controls';

/** Her private calendar link (the account page): her appointments in her own calendar app. */
export function OwnCalendarFeedSection({ timeZone }: { timeZone: string }) {
  return (
    <SectionCard
      title="Calendar Feed"
      description="A private link that shows your appointments in Google Calendar, Apple Calendar or Outlook, updated as they are booked, moved or cancelled."
    >
      <Fetched what="your calendar link" fetched={useOwnCalendarFeed()}>
        {({ feed }) => (
          <FeedLinkControls
            whose="your appointments"
            feed={feed}
            timeZone={timeZone}
            make={makeOwnCalendarFeed}
            revoke={revokeOwnCalendarFeed}
          />
        )}
      </Fetched>
    </SectionCard>
  );
}
