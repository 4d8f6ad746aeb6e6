import { describe, expect, it } from '@jest/globals';
import { strategyResultSchema } from '../../plans/analysis-schemas';
import { contextFor, emma, makeBride, maya, nameOnly, sofia } from '@bridal/testing/fixtures/analysis-fixtures';
import { planStrategy } from './plan-strategy';

const linesOf = (text: string) => new Set(text.split('\n').filter((line) => line.trim() && !line.startsWith('#')));

describe('planning the consultation', () => {
  it('plans a calm, step-by-step visit around mom and grandmother for the nervous bride', () => {
    const { aiAnalysis, consultationStrategy } = planStrategy(contextFor(emma));
    expect(aiAnalysis.communicationStyle).toMatch(/^Calm and steady/);
    expect(aiAnalysis.communicationStyle).toMatch(/overwhelmed/);
    expect(aiAnalysis.emotionalState).toMatch(/^Nervous and overwhelmed\./);
    expect(aiAnalysis.decisionMakingApproach).toMatch(/her mom and her grandmother/);
    expect(consultationStrategy).toMatch(
      /### Shopping party\n- Her mom: .*\n- Her grandmother: seat her close to the platform/,
    );
    expect(consultationStrategy).toMatch(/1\. Warm-up: \*\*Juniper/);
    expect(consultationStrategy).toMatch(/3\. Top pick: \*\*Aurora.*third, once she is comfortable/);
    expect(consultationStrategy).toMatch(/- 286 days: comfortable\. Ordering within the next 106 days/);
    expect(consultationStrategy).toMatch(/Pull within \$1,000 - \$2,000/);
  });

  it('matches the energy of the excited bride shopping alone, and surfaces her timeline', () => {
    const { aiAnalysis, consultationStrategy } = planStrategy(contextFor(maya));
    expect(aiAnalysis.communicationStyle).toMatch(/^Match her energy/);
    expect(aiAnalysis.communicationStyle).toMatch(/It is just her/);
    expect(aiAnalysis.decisionMakingApproach).toMatch(/^Exploring; no pressure/);
    expect(aiAnalysis.decisionMakingApproach).toMatch(/139 days away/);
    expect(consultationStrategy).toMatch(/- Just Maya: no audience to manage/);
    expect(consultationStrategy).toMatch(/- 139 days: order soon\. Standard 4-6 month lead times/);
    expect(consultationStrategy).toMatch(
      /Wildcard: a tea-length she did not ask for, which suits a July beach ceremony/,
    );
  });

  it('runs a rush appointment for the bride who is 45 days out and ready to buy', () => {
    const { aiAnalysis, consultationStrategy } = planStrategy(contextFor(sofia));
    expect(aiAnalysis.decisionMakingApproach).toMatch(/^Ready to say yes today/);
    expect(aiAnalysis.communicationStyle).toMatch(
      /With 3 people in her party \(her sister, her friend and Aunt Rosa\)/,
    );
    expect(consultationStrategy).toMatch(/- Only 45 days: a rush\. Off-the-rack, in-stock and sample dresses only/);
    // Stella ($6,800) is above the $6,500 she stated: not pulled while three dresses within it suit her.
    expect(consultationStrategy).toMatch(/1\. Top pick first: \*\*Gilded/);
    expect(consultationStrategy).toMatch(/- Aunt Rosa: welcome them by name/);
    expect(consultationStrategy).toMatch(/Pull from \$5,525 up to her \$6,500, the most she said she would spend/);
  });

  it('gives two brides materially different plans', () => {
    const first = linesOf(planStrategy(contextFor(emma)).consultationStrategy);
    const second = linesOf(planStrategy(contextFor(maya)).consultationStrategy);
    const shared = [...first].filter((line) => second.has(line));
    expect(shared.length / first.size).toBeLessThan(0.2);
  });

  it('is more confident about the bride who told us more', () => {
    const confidence = (bride: typeof emma) => planStrategy(contextFor(bride)).aiAnalysis.confidence;
    const emmaWithLess = makeBride({
      ...emma,
      photos: [],
      answers: { ...emma.answers, specificVision: '', additionalNotes: '' },
    });
    expect(confidence(emma)).toBeGreaterThan(confidence(emmaWithLess));
    expect(confidence(emmaWithLess)).toBeGreaterThan(confidence(nameOnly));
    expect(confidence(nameOnly)).toBeLessThan(0.2);
    expect(confidence(emma)).toBeLessThan(1);
  });

  it('trusts a vision that contradicts her vibes less than one that agrees', () => {
    const agreeing = makeBride({
      answers: { weddingVibes: ['glamorous'], specificVision: 'Lots of sparkle and a dramatic train.' },
    });
    const contradicting = makeBride({
      answers: { weddingVibes: ['glamorous'], specificVision: 'Simple, nothing sparkly at all.' },
    });
    const confidence = (bride: typeof emma) => planStrategy(contextFor(bride)).aiAnalysis.confidence;
    expect(confidence(agreeing)).toBeGreaterThan(confidence(contradicting));
  });

  it('asks rather than assumes when she told us nothing', () => {
    const result = planStrategy(contextFor(nameOnly));
    expect(strategyResultSchema.safeParse(result).success).toBe(true);
    expect(result.aiAnalysis.communicationStyle).toMatch(/did not say how she feels/);
    expect(result.consultationStrategy).toMatch(/No budget given: ask before pulling/);
    expect(result.consultationStrategy).toMatch(/No wedding date yet: ask/);
    expect(result.consultationStrategy).toMatch(/did not say who is coming/);
  });
});
