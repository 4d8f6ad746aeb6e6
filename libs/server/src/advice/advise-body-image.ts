import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import type { Silhouette } from '../dresses/dress';
import { describeDressFacts } from '../analysis/local/describe-dress-facts';
import { joinWords } from '@bridal/shared/wording/join-words';
import { attributeName, attributeNames, capitalize } from '@bridal/shared/wording/name-attribute';
import { readBodyConcerns } from './body-concerns';
import { beyondFirstSentence, partyText } from './describe-her';
import { rankForHer } from './rank-for-her';
import type { AdviceFacts } from './read-advice-facts';
import type { DetailsReading } from './read-details';
import { applyFeedback, readFeedback } from './read-feedback';
import { joinAdvice, section } from './write-markdown';
import { nounFor } from '@bridal/shared/wording/count-of';

const silhouetteAlternatives: Partial<Record<Silhouette, Silhouette[]>> = {
  mermaid: ['trumpet', 'fit-and-flare'],
  sheath: ['a-line', 'fit-and-flare'],
  'ball-gown': ['a-line'],
  'tea-length': ['a-line'],
};

/** Confidence and body-image help: her words, the language to use, and shapes that answer her concern. */
export function adviseBodyImage(facts: AdviceFacts, details: DetailsReading): string {
  const { answers, feelings, party, name } = facts;
  const reading = readBodyConcerns([
    { where: 'your note', text: details.text },
    { where: 'her vision', text: answers.specificVision },
    { where: 'her notes', text: answers.additionalNotes },
    { where: 'her own feeling', text: answers.customFeeling },
  ]);
  const lines = [`## Body Image and Confidence: ${name}`, ''];
  if (details.quote) lines.push(`> You said: "${details.quote}"`, '');

  const guests = partyText(party);
  const visionQuote = facts.criteria.profile.visionHits.find((hit) => !hit.negated)?.clause;
  lines.push(
    ...section('What we know', [
      feelings.named.length > 0
        ? `She came in feeling ${joinWords(feelings.named)}${feelings.anxious ? ': expect her to read your face and her party’s for a verdict' : ''}.`
        : 'She did not say how she feels: ask her privately, before the next dress.',
      // Its first sentence repeats her feelings, named just above.
      facts.insight && beyondFirstSentence(facts.insight.emotionalState)
        ? `Her plan adds: ${beyondFirstSentence(facts.insight.emotionalState)}`
        : null,
      reading.concerns.length > 0
        ? `${nounFor(reading.concerns.length, 'Concern')}: ${joinWords(reading.concerns.map((entry) => `${entry.concern.label} (from ${entry.where})`))}.`
        : 'No specific part of her body is named: ask what she would love to show off rather than what she wants to hide.',
      reading.selfTalk.length > 0
        ? `She is being hard on herself ("${reading.selfTalk.map(escapeMarkdown).join('", "')}"): deal with the feeling before the dress.`
        : null,
      visionQuote ? `Her vision, in her words: "${escapeMarkdown(visionQuote)}". Bring her back to it.` : null,
      party.alone ? 'She is shopping alone: you are her only mirror today.' : guests ? `With her: ${guests}.` : null,
    ]),
  );

  lines.push(
    ...section('Language to use', [
      'Talk about the dress, never her body: "This neckline frames your face", "Look how this waistline sits on you."',
      'Ask "How do you feel in it?" before "Do you like it?", and let her answer first.',
      'Sizes: "Bridal sizes run smaller than street sizes; the number is for the seamstress, not for you."',
      feelings.anxious
        ? 'She is anxious: slow down, one dress at a time, and name one thing that works before anything that does not.'
        : feelings.upbeat
          ? 'She came in excited: remind her of that mood ("You walked in so excited: let\'s find the dress that feels like that").'
          : null,
      reading.concerns.some((entry) => entry.concern.id === 'curves')
        ? 'If she mentions losing weight: "We order to your measurements on the day; alterations take a dress in easily, so buy for how you want to feel, not a future size."'
        : null,
    ]),
  );
  lines.push(
    ...section('Language to avoid', [
      'Never "hide", "slimming", "problem area", "forgiving" or "flaws"; never a size number out loud.',
      'No comparisons with the sample model or her inspiration photos ("it looked different on her").',
      party.members.length > 0
        ? `If ${guests} comment on her body, redirect at once: "Let's hear how ${name} feels first."`
        : null,
    ]),
  );

  const preferred = facts.preferred.silhouettes as Silhouette[];
  const helpful = [...new Set(reading.concerns.flatMap((entry) => entry.concern.silhouettes))];
  const careful = new Set(reading.concerns.flatMap((entry) => entry.concern.careful));
  const shapes: string[] = [];
  for (const { concern } of reading.concerns) {
    const silhouettes = concern.silhouettes.length > 0 ? `${joinWords(attributeNames(concern.silhouettes))}; ` : '';
    shapes.push(`For ${concern.label}: ${silhouettes}${joinWords(concern.details)}.`);
  }
  for (const silhouette of preferred.filter((value) => careful.has(value))) {
    const instead = (silhouetteAlternatives[silhouette] ?? helpful).filter((value) => !careful.has(value));
    shapes.push(
      `She likes ${attributeName(silhouette)}: keep one in the line-up since she asked for it, and pair it with ${instead.length > 0 ? joinWords(attributeNames(instead)) : 'a shape with more structure'} so she can feel the difference herself.`,
    );
  }
  if (reading.concerns.length === 0) {
    shapes.push(
      preferred.length > 0
        ? `Start from what she already loves: ${joinWords(attributeNames(preferred))}${facts.preferred.fabrics.length > 0 ? ` in ${joinWords(facts.preferred.fabrics)}` : ''}. A dress she chose herself builds confidence faster than one you chose for her body.`
        : 'Pull one A-line, one fit-and-flare and one sheath: let her reactions, not her worries, set the direction.',
      'Structure helps almost everyone feel held in: a boned bodice or a corset back.',
    );
  }
  lines.push(...section('Shapes for her', shapes));

  // Today's words count: "she hates her arms in the strapless" turns strapless down.
  const criteria = { ...facts.criteria, profile: applyFeedback(facts.criteria.profile, readFeedback(details.text)) };
  const wanted = helpful.length > 0 ? helpful : preferred;
  const needsCover = reading.concerns.some((entry) => ['arms', 'back', 'skin'].includes(entry.concern.id));
  const ranked = rankForHer(
    facts.inventory,
    criteria,
    2,
    (dress) =>
      (wanted.length === 0 || (dress.silhouette !== null && wanted.includes(dress.silhouette))) &&
      !(dress.silhouette && careful.has(dress.silhouette)) &&
      (!needsCover || (dress.sleeves !== null && dress.sleeves !== 'sleeveless') || dress.neckline === 'illusion'),
  );
  lines.push(
    ...section(
      'Dresses to try',
      ranked.picks.length > 0
        ? ranked.picks.map(
            (pick, index) =>
              `**${escapeMarkdown(pick.label)}** (${escapeMarkdown(describeDressFacts(ranked.chosen[index]!.dress))}): ${escapeMarkdown(pick.reasons.slice(0, 2).join('; '))}.`,
          )
        : [
            facts.inventory.length === 0
              ? 'The boutique has not uploaded an inventory yet: pull by the shapes above.'
              : `Nothing in stock matches these shapes${needsCover ? ' with the coverage she wants' : ''}: use the closest dress with a bolero, a detachable sleeve or a belt to change its line.`,
          ],
    ),
  );

  lines.push(
    ...section('In the fitting room', [
      'Dress her with clips in place before she sees the mirror, so the first look is the real fit.',
      party.alone
        ? 'Walk her to the mirror yourself, and give her a quiet minute before you say anything.'
        : party.members.length > 0
          ? `Let her see herself before ${guests} do: a minute at the mirror first, then the reveal.`
          : null,
      feelings.overwhelmed || reading.selfTalk.length > 0
        ? 'If she tears up or goes quiet, stop the try-on: water, a seat, and "We have all the time you need."'
        : null,
      `${capitalize(name)} decides what she shows and what she covers; your job is to show her the options.`,
    ]),
  );
  return joinAdvice(lines);
}
