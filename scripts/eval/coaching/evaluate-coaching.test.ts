import { describe, expect, it } from '@jest/globals';
import type { DigestFocus } from '@bridal/shared/coaching/digest';
import { evaluateCoaching, evaluationSettings, judgeFocus } from './evaluate-coaching';
import { coachingGoals, formatCoachingEvaluation, meetsGoals } from './format-coaching-evaluation';
import { simulateBoutique } from './simulate-boutique';

describe('npm run eval:coaching', () => {
  it('simulates boutiques of 8 to 12 consultants, each with one planted weakness or none, over months', () => {
    const boutique = simulateBoutique('check');
    expect(boutique.consultants.length).toBeGreaterThanOrEqual(8);
    expect(boutique.consultants.length).toBeLessThanOrEqual(12);
    expect(boutique.weeks).toBeGreaterThanOrEqual(10);
    const planted = new Set(boutique.consultants.map((consultant) => consultant.planted.kind));
    expect(planted.has('none')).toBe(true);
    // The same seed, the same boutique.
    expect(simulateBoutique('check')).toEqual(boutique);
  });

  it('judges the focus: a hit names that behaviour, reason or goal; a focus where none was planted is a false alarm', () => {
    const focus = (kind: DigestFocus['kind'], finding?: object) => ({ kind, action: '', finding }) as DigestFocus;
    const skipped = focus('behaviour_skipped', { behaviour: { key: 'askedForSale', label: '' } });
    expect(judgeFocus({ kind: 'behaviour', behaviourKey: 'askedForSale' }, skipped)).toBe('hit');
    expect(judgeFocus({ kind: 'behaviour', behaviourKey: 'setNextStep' }, skipped)).toBe('miss');
    expect(judgeFocus({ kind: 'reason', reason: 'budget' }, focus('no_sale_reason', { reason: 'budget' }))).toBe('hit');
    expect(judgeFocus({ kind: 'goal', goalId: 'g1' }, focus('keep_going'))).toBe('miss');
    expect(judgeFocus({ kind: 'none' }, focus('keep_going'))).toBe('quiet');
    expect(judgeFocus({ kind: 'none' }, skipped)).toBe('false_alarm');
  });

  it.each(['a typical boutique (4-8 a week, 4-7 months)', 'wide ranges'])(
    'meets the goals on a small simulation of "%s": the focus names the weakness ≥ 90 %, invents one ≤ 10 %',
    (setting) => {
      const evaluation = evaluateCoaching({
        setting,
        settings: evaluationSettings[setting]!,
        boutiques: 30,
        seed: 'unit',
      });
      expect(evaluation.weak.count).toBeGreaterThan(100);
      expect(evaluation.clean.count).toBeGreaterThan(60);
      expect(evaluation.weak.hits / evaluation.weak.count).toBeGreaterThanOrEqual(coachingGoals.hitRate);
      expect(evaluation.clean.falseAlarms / evaluation.clean.count).toBeLessThanOrEqual(coachingGoals.falseAlarmRate);
      expect(meetsGoals(evaluation)).toBe(true);

      const markdown = formatCoachingEvaluation([evaluation], { [setting]: evaluationSettings[setting]! }, 'unit');
      expect(markdown).toContain(`| ${setting} | 30 |`);
      expect(markdown).toContain('| All settings | 30 |');
    },
  );
});
