import { describe, expect, it } from '@jest/globals';
import { dressLabel } from '../dresses/dress';
import { emma as emmaWithBudget, inventory, makeBride } from '@bridal/testing/fixtures/analysis-fixtures';
import { adviceContextFor } from '@bridal/testing/fixtures/advice-fixtures';
import type { FittingRoomDress } from '../fitting-room/read-latest-verdicts';
import { writeHelpAdvice } from './local-advisor';
import { newDressCandidates } from './openai-advisor';
import { helpAdvicePrompt } from './prompts/help-advice-prompt';

const byName = new Map(inventory.map((dress) => [dress.name, dress]));
const byLabel = new Map(inventory.map((dress) => [dressLabel(dress), dress]));
const question = { problem: 'new-dress-recommendations' as const, details: '' };
const picked = (advice: string) =>
  [...advice.matchAll(/^\d\. \*\*(.+?)\*\*/gm)].map((match) => byLabel.get(match[1]!)!);

const verdict = (name: string, value: FittingRoomDress['verdict'], reason = ''): FittingRoomDress => ({
  dressKey: byName.get(name)!.id,
  dressName: dressLabel(byName.get(name)!),
  triedOn: true,
  verdict: value,
  reason,
});
// Without a budget: the fixture has too few dresses within hers for the verdicts to steer (the pull
// rules leave the rest out), and this is about the verdicts.
const emma = makeBride({ ...emmaWithBudget, answers: { ...emmaWithBudget.answers, budget: '' } });
const withRoom = (room: FittingRoomDress[]) => ({ ...adviceContextFor(emma), fittingRoom: room });

describe('new dress recommendations after the fitting room', () => {
  const lovedStrapless = withRoom([verdict('Seraphina', 'loved'), verdict('Grace', 'not_for_her', 'Too covered up')]);
  const lovedHighNeck = withRoom([verdict('Grace', 'loved'), verdict('Iris', 'not_for_her', 'Felt bare')]);

  it('gives different picks for different loved and turned-down dresses, and none she already tried', () => {
    const strapless = picked(writeHelpAdvice(lovedStrapless, question));
    const highNeck = picked(writeHelpAdvice(lovedHighNeck, question));
    expect(strapless).toHaveLength(3);
    expect(highNeck).toHaveLength(3);
    expect(strapless.map((dress) => dress.id)).not.toEqual(highNeck.map((dress) => dress.id));
    for (const dress of [...strapless, ...highNeck]) expect(['Seraphina', 'Grace', 'Iris']).not.toContain(dress.name);
    // Towards what she loved, away from what she turned down.
    expect(strapless[0]!.fabric).toBe('satin');
    expect(strapless.some((dress) => dress.silhouette === 'a-line')).toBe(false);
    expect(highNeck.every((dress) => dress.neckline !== 'strapless' && dress.fabric !== 'organza')).toBe(true);
    expect(
      highNeck.every(
        (dress) => (dress.sleeves !== null && dress.sleeves !== 'sleeveless') || dress.neckline === 'high-neck',
      ),
    ).toBe(true);
  });

  it('names the attributes she loved and turned down in the reasons', () => {
    const strapless = writeHelpAdvice(lovedStrapless, question);
    expect(strapless).toMatch(/ - Like the satin she loved \(Seraphina\)/);
    expect(strapless).toMatch(/ - Not A-line: she turned down the A-line Grace/);
    expect(strapless).toMatch(/and the 2 she already tried on in the fitting room/);
    expect(strapless).toMatch(
      /what she loved \(the mermaid, satin, strapless Seraphina\) and turned down \(the A-line, lace, high neck Grace\)/,
    );
    const highNeck = writeHelpAdvice(lovedHighNeck, question);
    expect(highNeck).toMatch(/ - Like the (high neckline|sleeves|lace) she loved \(Grace\)/);
    expect(highNeck).toMatch(/ - Not (strapless|organza): she turned down the (strapless|organza) Iris/);
  });

  it('gives the model candidates leaning the same way, and tells it what she loved and turned down', () => {
    const strapless = newDressCandidates(lovedStrapless, question);
    const highNeck = newDressCandidates(lovedHighNeck, question);
    expect(strapless.map((dress) => dress.id)).not.toEqual(highNeck.map((dress) => dress.id));
    expect(strapless.map((dress) => dress.name)).not.toContain('Seraphina');
    const prompt = helpAdvicePrompt(lovedStrapless, question, [], strapless)
      .map((message) => String(message.content))
      .join('\n');
    expect(prompt).toContain('loved: [{"dress":"Seraphina (');
    expect(prompt).toContain('turned down: [{"dress":"Grace (');
    expect(prompt).toContain('"why":"Too covered up"');
  });

  it('changes nothing before any verdict', () => {
    const plain = writeHelpAdvice(adviceContextFor(emma), question);
    expect(writeHelpAdvice(withRoom([]), question)).toBe(plain);
    expect(writeHelpAdvice(withRoom([{ ...verdict('Hazel', null), triedOn: false }]), question)).toBe(plain);
  });
});
