import { describe, expect, it } from '@jest/globals';
import { makeBride, today } from '@bridal/testing/fixtures/analysis-fixtures';
import { describeBride } from './describe-bride';

const described = (answers: Parameters<typeof makeBride>[0]['answers']) =>
  JSON.parse(describeBride(makeBride({ name: 'Ivy', answers }), today)) as Record<string, unknown>;

describe("the model's description of a bride: her size", () => {
  it('gives her answer as she wrote it and the US sizes the pull rules read from it', () => {
    expect(described({ dressSize: ' UK 16 ' }).dressSize).toEqual({ herAnswer: 'UK 16', usSizes: ['12'] });
    expect(described({ dressSize: '14 or 16' }).dressSize).toEqual({ herAnswer: '14 or 16', usSizes: ['14', '16'] });
  });

  it('gives the sizes she mentioned in her own words when she left the question blank', () => {
    expect(described({ additionalNotes: 'I usually wear a size 20 and want to feel supported.' }).dressSize).toEqual({
      mentionedInHerAnswers: true,
      usSizes: ['20'],
    });
  });

  it('says nothing of a size she did not give, so the model asks rather than guesses', () => {
    expect(described({ dressSize: '' })).not.toHaveProperty('dressSize');
    expect(described({})).not.toHaveProperty('dressSize');
  });
});
