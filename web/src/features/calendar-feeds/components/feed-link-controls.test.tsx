import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { CalendarFeedStatus } from '@bridal/shared/calendar-feeds/calendar-feeds';
import { renderToStaticMarkup } from 'react-dom/server';
import { FeedLinkControls } from './feed-link-controls';
import { NewFeedLink } from './new-feed-link';

const nothing = async () => {
  throw new Error('not called');
};

const controls = (feed: CalendarFeedStatus | null) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <FeedLinkControls
        whose="your appointments"
        feed={feed}
        timeZone="America/New_York"
        make={nothing}
        revoke={nothing}
      />
    </ChakraProvider>,
  );

describe('a calendar link', () => {
  it('offers to make one when there is none', () => {
    const html = controls(null);
    expect(html).toContain('No link yet. Make one to see your appointments in Google Calendar');
    expect(html).toContain('Make a Calendar Link');
    expect(html).not.toContain('Revoke Link');
  });

  it("once made, says it exists, when it was made and last fetched in the boutique's zone, and never shows it", () => {
    const html = controls({ createdAt: '2027-03-03T14:05:00.000Z', lastFetchedAt: null });
    expect(html).toContain(
      'A link to your appointments exists. Made Mar 3, 2027, 9:05 AM; not fetched by a calendar yet.',
    );
    expect(controls({ createdAt: '2027-03-03T14:05:00.000Z', lastFetchedAt: '2027-03-04T01:30:00.000Z' })).toContain(
      'last fetched Mar 3, 2027, 8:30 PM.',
    );
    expect(html).toContain('Make a New Link');
    expect(html).toContain('Revoke Link');
    expect(html).not.toContain('/api/calendar/');
  });

  it('just made, is shown whole with its webcal:// form and a word that it is shown once', () => {
    const url = 'https://coach.example.com/api/calendar/abc.ics';
    const html = renderToStaticMarkup(
      <ChakraProvider value={defaultSystem}>
        <NewFeedLink
          made={{
            url,
            webcalUrl: 'webcal://coach.example.com/api/calendar/abc.ics',
            feed: { createdAt: '', lastFetchedAt: null },
          }}
        />
      </ChakraProvider>,
    );
    expect(html).toContain(`value="${url}"`);
    expect(html).toContain('href="webcal://coach.example.com/api/calendar/abc.ics"');
    expect(html).toContain('it is shown only this once');
  });
});
