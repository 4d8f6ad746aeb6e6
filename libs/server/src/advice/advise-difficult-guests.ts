import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { findPhrases } from '../analysis/local/find-phrases';
import { joinWords } from '@bridal/shared/wording/join-words';
import { normalizeText } from '../text/normalise-text';
import type { PartyMember } from '../analysis/local/read-party';
import { capitalize } from '@bridal/shared/wording/name-attribute';
import type { AdviceFacts } from './read-advice-facts';
import { type DetailsReading, wordsOf } from './read-details';
import { clip, joinAdvice, section } from './write-markdown';

// People a note may name who are not in her survey party.
const othersByWord: { words: string[]; name: string; tactic: string }[] = [
  {
    words: ['mother in law', 'future mother in law', 'mil'],
    name: 'her future mother-in-law',
    tactic:
      'she is a guest of honour, not a judge: thank her for coming, ask about her own wedding, and keep the decision with the bride.',
  },
  {
    words: ['dad', 'father'],
    name: 'her dad',
    tactic: 'give him the reveal: seat him facing the platform and ask him only one thing, how he feels seeing her.',
  },
  {
    words: ['fiance', 'groom'],
    name: 'her fiancé',
    tactic: 'if he is on the phone or in the room, agree with her first whether he sees the dress at all.',
  },
  {
    words: ['bridesmaid', 'bridesmaids', 'maid of honor', 'maid of honour'],
    name: 'her bridesmaids',
    tactic: 'turn them into a team: one keeps the favourites list, one takes photos for her alone.',
  },
  {
    words: ['aunt', 'auntie'],
    name: 'her aunt',
    tactic: 'welcome her by name and ask what she would love to see her niece in.',
  },
  { words: ['cousin'], name: 'her cousin', tactic: 'ask her to hold the shortlist and the bride’s phone.' },
];

const roleWords: Record<Exclude<PartyMember['role'], 'custom'>, string[]> = {
  mom: ['mom', 'mother', 'mum', 'mama', 'mommy'],
  grandmother: ['grandmother', 'grandma', 'nana', 'granny'],
  sister: ['sister', 'sisters'],
  friend: ['friend', 'friends'],
};

function tactic(member: PartyMember, facts: AdviceFacts, pushy: boolean): string {
  const { name } = facts;
  switch (member.role) {
    case 'mom':
      return facts.intention === 'ready-to-buy'
        ? `Her mom: her approval matters to ${name}'s yes. Win her over with a role (the veil, the reveal), not by arguing${pushy ? '; ask her for the one thing she would love to see, and pull it next' : ''}.`
        : `Her mom: give her a moment of her own (she places the veil), and ask for her opinion after ${name}'s, never before.`;
    case 'grandmother':
      return 'Her grandmother: seat her close with a clear view; ask about her own wedding dress. Her blessing often settles a split room.';
    case 'sister':
      return `Her sister: the honest voice. Ask her to keep the favourites list${pushy ? ' and to save her critiques for the fitting room, between dresses' : ''}.`;
    case 'friend':
      return 'Her friend: ask her to take photos and hold the shortlist, so she is busy helping rather than judging.';
    default:
      return `${escapeMarkdown(member.name)}: welcome them by name and ask what they would love to see her in; then ask ${name} first.`;
  }
}

/** Help with a difficult party: who is there, how she decides, and what to say. */
export function adviseDifficultGuests(facts: AdviceFacts, details: DetailsReading): string {
  const { party, name, feelings } = facts;
  const pushy = details.topics.has('pushy');
  const lines = [`## Difficult Family or Friends: ${name}`, ''];
  if (details.quote) lines.push(`> You said: "${details.quote}"`, '');

  const others = othersByWord.filter(
    (entry) =>
      findPhrases(details.text, entry.words).length > 0 &&
      !party.members.some((member) => member.name.toLowerCase().includes(entry.name.replace(/^her /, ''))),
  );
  const absent = (Object.keys(roleWords) as (keyof typeof roleWords)[])
    .filter(
      (role) =>
        !party.members.some((member) => member.role === role) && findPhrases(details.text, roleWords[role]).length > 0,
    )
    .map((role): PartyMember => ({ role, name: `her ${role}` }));
  const mentioned = party.members.filter(
    (member) =>
      findPhrases(details.text, member.role === 'custom' ? [normalizeText(member.name)] : roleWords[member.role])
        .length > 0,
  );
  lines.push(
    ...section('Who is with her', [
      ...party.members.map((member) => {
        const line = tactic(member, facts, pushy && (mentioned.length === 0 || mentioned.includes(member)));
        // The one the note is about comes out in bold.
        return mentioned.includes(member) ? line.replace(/^([^:]+):/, '**$1:**') : line;
      }),
      ...absent.map(
        (member) =>
          `${tactic(member, facts, pushy).replace(/^([^:]+):/, '**$1** (from your note, not in her survey):')}`,
      ),
      ...others.map((entry) => `**${capitalize(entry.name)}** (from your note): ${entry.tactic}`),
      party.alone && others.length === 0 && absent.length === 0
        ? `${name} came alone, so the pressure is from people who are not in the room (phone, group chat, who is paying). Keep the decision in this room: her reactions first, photos later.`
        : null,
      party.unknown && others.length === 0 && absent.length === 0
        ? 'She did not list who shops with her: ask who is here today and what role each of them has in the decision.'
        : null,
      party.members.length >= 3
        ? `${party.members.length} people are with her: agree with ${name}, in the fitting room, whose opinion counts today.`
        : null,
    ]),
  );

  lines.push(
    ...section('How she decides', [
      facts.insight ? `From her plan: ${clip(facts.insight.decisionMakingApproach, 300)}` : null,
      facts.intention === 'ready-to-buy'
        ? 'She came ready to say yes: a loud opinion now can cost her the dress she loves. Protect her moment.'
        : facts.intention === 'browsing'
          ? 'She is only browsing: nobody has to agree today, which lowers the temperature. Say so out loud.'
          : facts.intention === 'emergency'
            ? 'She needs a dress fast: there is no room for a long debate. Narrow the choice to two and let her pick.'
            : null,
      party.alone && !facts.insight ? 'She decides on her own: her reactions are the whole signal.' : null,
      feelings.anxious
        ? `She came in feeling ${joinWords(feelings.named)}: conflict will weigh on her more than on anyone; shield her first.`
        : null,
    ]),
  );

  const loud = mentioned[0]?.name ?? absent[0]?.name ?? others[0]?.name ?? party.members[0]?.name ?? null;
  const scripts = [
    `Reset the room: "I love that you all care this much. Let's hear from ${name} first: how do you feel in it, 1 to 10?"`,
    pushy
      ? `Give the loudest voice a job. To ${loud ?? 'the loudest guest'}: "What is the one thing you would love to see her in? I'll pull it next."`
      : `Set the rule before the next dress: "${name} goes first, then everyone gets one word."`,
    details.topics.has('paying') || details.topics.has('budget')
      ? `Money: "Before the next dress, let's agree on the range${facts.budget ? `: ${facts.budget.label}` : ' you are comfortable with'}. Everything I bring will fit it." Say it to ${name} and whoever pays, together.`
      : null,
    details.topics.has('phone')
      ? '"Let\'s take photos of her top two and send them together at the end, so everyone sees her at her best, not mid-zip."'
      : null,
    details.topics.has('undecided') || wordsOf(details, 'pushy').includes('disagree')
      ? `Split opinions: "Each of you picks one dress for ${name} to try, and she picks two." Then she decides between her favourites.`
      : null,
    details.topics.has('emotional')
      ? `"Let's take a breather." Walk ${name} to the fitting room and give her a minute away from the group.`
      : null,
  ];
  lines.push(...section('What to say', scripts));
  lines.push(
    ...section('If it escalates', [
      `Take ${name} into the fitting room for the next dress and ask her, one on one: "What do you think, just you?"`,
      'Agree a signal with her (a glance, "let\'s try the next one") she can use when she wants you to move on.',
      facts.budget ? `Keep every dress you pull inside ${facts.budget.label}, so money cannot become the fight.` : null,
      facts.intention === 'ready-to-buy' || facts.intention === 'emergency'
        ? `If she lights up in a dress despite the noise, ask her directly, quietly: "Is this your dress?"`
        : 'If the room cannot agree, end on a high: name her top two and book a quieter second appointment.',
    ]),
  );
  return joinAdvice(lines);
}
