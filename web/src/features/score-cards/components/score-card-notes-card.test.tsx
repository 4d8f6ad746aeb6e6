import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ScoreCardNotes } from '@bridal/shared/coaching/score-card-view';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ScoreCardNotesList } from './score-card-notes-card';

const note = (appointmentId: string, seen: boolean) => ({
  appointmentId,
  brideId: 'bride-1',
  brideName: 'Nora Quill',
  // 03:30 UTC on the 11th is still the 10th in New York.
  appointmentStartsAt: '2025-06-11T03:30:00.000Z',
  note: seen ? 'An old note' : 'Ask for the sale sooner.',
  reviewedByName: 'Olive Owner',
  reviewedAt: '2025-06-11T14:00:00.000Z',
  seen,
});

const render = (notes: ScoreCardNotes) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <ScoreCardNotesList notes={notes} area="consultant" boutiqueId={7} />
      </MemoryRouter>
    </ChakraProvider>,
  );

describe("the dashboard's notes on her score cards", () => {
  it('lists the unread notes, each opening its appointment, in the boutique’s days', () => {
    const html = render({ timeZone: 'America/New_York', unseen: 1, notes: [note('a1', false), note('a2', true)] });
    expect(html).toContain('Notes on your score cards');
    expect(html).toContain('1 new note from your admin.');
    expect(html).toContain('Ask for the sale sooner.');
    expect(html).not.toContain('An old note');
    expect(html).toContain('Nora Quill · Tue, Jun 10');
    expect(html).toContain('href="/consultant/7/client/bride-1/appointment/a1"');
  });

  it('shows nothing once every note is read', () => {
    const html = render({ timeZone: 'America/New_York', unseen: 0, notes: [note('a2', true)] });
    expect(html).not.toContain('Notes on your score cards');
    expect(html).not.toContain('<section');
  });
});
