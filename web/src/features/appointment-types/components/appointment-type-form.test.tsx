import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { AppointmentType } from '@bridal/shared/appointments/appointment-types';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppointmentTypeForm } from './appointment-type-form';

const suite: AppointmentType = {
  id: '6f1c2a4e-3b5d-4c7e-9f10-2a3b4c5d6e7f',
  name: 'Private suite',
  description: '',
  durationMinutes: 120,
  bufferMinutes: 15,
  maxParty: 6,
  paymentRequirement: 'deposit',
  depositCents: 12550,
  bookableOnline: true,
  roomIds: [],
};

describe('the appointment type form', () => {
  it('asks for the deposit in the boutique’s currency, not in cents', () => {
    const html = renderToStaticMarkup(
      <ChakraProvider value={defaultSystem}>
        <AppointmentTypeForm type={suite} rooms={[]} currency="gbp" onDone={() => {}} />
      </ChakraProvider>,
    );
    expect(html).toContain('Deposit (GBP)');
    expect(html).toMatch(/<input[^>]*name="deposit"[^>]*value="125.50"/);
    expect(html).not.toContain('cents');
  });
});
