import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { defaultScoreCardBehaviours } from '@bridal/shared/coaching/score-card';
import type { ScoreCardView } from '@bridal/shared/coaching/score-card-view';
import { renderToStaticMarkup } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { scoreCardKey } from '../api/get-score-card';
import { savedScoreCard } from '../testing/saved-score-card';
import { ScoreCardPanel } from './score-card-panel';

const appointmentId = '7f0c2a4e-8f7e-4a43-9d0a-6a1f4f2d9b11';

const view = (fields: Partial<ScoreCardView> = {}): ScoreCardView => ({
  appointmentId,
  timeZone: 'America/New_York',
  hasOutcome: true,
  behaviours: [...defaultScoreCardBehaviours],
  card: null,
  canFill: true,
  canReview: false,
  noteUnseen: false,
  ...fields,
});

const filled = savedScoreCard;

const render = (data: ScoreCardView) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <SWRConfig value={{ fallback: { [scoreCardKey(appointmentId)]: data }, provider: () => new Map() }}>
        <ScoreCardPanel appointmentId={appointmentId} />
      </SWRConfig>
    </ChakraProvider>,
  );

const count = (html: string, text: string) => html.split(text).length - 1;

describe('the score card in the appointment', () => {
  it('asks each behaviour with three buttons, none pressed for her, and one Save', () => {
    const html = render(view());
    for (const { label } of defaultScoreCardBehaviours) expect(html).toContain(label);
    expect(count(html, 'aria-pressed="false"')).toBe(defaultScoreCardBehaviours.length * 3);
    expect(html).not.toContain('aria-pressed="true"');
    expect(count(html, '>Not relevant<')).toBe(defaultScoreCardBehaviours.length);
    expect(html).toContain('Save score card');
    expect(html).toContain('under 30 seconds');
  });

  it('shows a filled card with its answers, who filled it, and an Edit button to whoever may fill it', () => {
    const html = render(view({ card: filled() }));
    expect(count(html, '>Yes<')).toBe(3);
    expect(html).toContain('Filled in by Clara Vale');
    expect(html).toContain('Edit score card');
    expect(html).not.toContain('Your note for her');
  });

  it("shows the consultant her admin's note", () => {
    const card = filled({
      reviewNote: 'Ask for the sale sooner.',
      reviewedByName: 'Olive Owner',
      reviewedAt: '2025-06-11T14:00:00.000Z',
    });
    const html = render(view({ card, noteUnseen: true }));
    expect(html).toContain('Note from Olive Owner, ');
    expect(html).toContain('Ask for the sale sooner.');
  });

  it('gives an admin the note field on a filled card, and the note with a Change button once written', () => {
    expect(render(view({ card: filled(), canReview: true }))).toContain('Your note for her');
    const reviewed = render(
      view({ card: filled({ reviewNote: 'Lovely.', reviewedByName: 'Olive' }), canReview: true }),
    );
    expect(reviewed).toContain('Lovely.');
    expect(reviewed).toContain('Change note');
  });

  it('shows nothing before the outcome', () => {
    const html = render(view({ hasOutcome: false, canFill: false }));
    expect(html).not.toContain('Score card');
    expect(html).not.toContain('<section');
  });
});
