import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { defaultScoreCardBehaviours, scoreCardLimits } from '@bridal/shared/coaching/score-card';
import { renderToStaticMarkup } from 'react-dom/server';
import { BehavioursForm } from './behaviours-editor';

const render = (behaviours: { key: string; label: string }[]) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <BehavioursForm behaviours={behaviours} />
    </ChakraProvider>,
  );

describe('the score card settings', () => {
  it('lists each behaviour to rename, move or remove, with room to add one and the defaults to go back to', () => {
    const html = render([...defaultScoreCardBehaviours]);
    for (const { label } of defaultScoreCardBehaviours) expect(html).toContain(`value="${label}"`);
    expect(html).toContain('aria-label="Remove behaviour 6"');
    expect(html).toContain('aria-label="Move behaviour 2 up"');
    expect(html).toContain('Add a behaviour');
    expect(html).toContain('Use the defaults');
    expect(html).toContain('Save Score Card');
  });

  it(`offers no more rows once the card has ${scoreCardLimits.behaviours}`, () => {
    const full = Array.from({ length: scoreCardLimits.behaviours }, (_, i) => ({
      key: `step${i}`,
      label: `Step ${i}`,
    }));
    expect(render(full)).not.toContain('Add a behaviour');
  });
});
