import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { SubscriptionDetails } from '@bridal/shared/consultants/consultants';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { summarizeSubscription } from '../utils/subscription-summary';
import { SubscriptionView } from './subscription-view';

const details: SubscriptionDetails = {
  boutiqueName: 'Weekend Bridal',
  status: 'active',
  plan: 'standard',
  maxConsultants: 4,
  subscription: { maxConsultants: 4 },
  consultantCount: 0,
  pricePerConsultant: 49,
  feeLine: '0 consultants (4 minimum) × $49/month',
  monthlyFee: 196,
};

const render = (answer: SubscriptionDetails) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <SubscriptionView summary={summarizeSubscription(answer)} dashboardPath="/admin/1000" />
      </MemoryRouter>
    </ChakraProvider>,
  );

describe('the subscription page', () => {
  it('during the free weekend: a trial with its days, nothing charged, what comes after; no fee as if billed', () => {
    const html = render({
      ...details,
      status: 'trial',
      trial: {
        startsAt: '2026-03-06T20:00:00.000Z',
        endsAt: '2026-03-09T04:00:00.000Z',
        timeZone: 'America/New_York',
        firstDay: 'Friday, March 6, 2026',
        lastDay: 'Sunday, March 8, 2026',
      },
    });
    expect(html).toContain('Free weekend trial');
    expect(html).toContain('Friday, March 6, 2026');
    expect(html).toContain('the end of Sunday, March 8, 2026');
    expect(html).toContain('America/New_York');
    expect(html).toContain('Nothing is charged during your free weekend');
    expect(html).toContain('When it ends after Sunday, March 8, 2026, you choose whether to go on');
    expect(html).not.toContain('>Active<');
    expect(html).not.toContain('$196');
    expect(html).not.toContain('Monthly Fee');
  });

  it('after it: the account is active with its monthly fee', () => {
    const html = render(details);
    expect(html).toContain('>Active<');
    expect(html).toContain('$196');
    expect(html).toContain('Monthly Fee');
    expect(html).not.toContain('Free weekend');
  });
});
