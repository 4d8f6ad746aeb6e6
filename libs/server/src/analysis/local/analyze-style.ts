import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { normalizeWebLink } from '@bridal/shared/markdown/plan-links';
import type { AnalysisContext } from '../analysis-provider';
import { type StyleResult, styleResultSchema } from '../../plans/analysis-schemas';
import type { TermHit } from '../../dresses/find-terms';
import { joinWords } from '@bridal/shared/wording/join-words';
import { nameAttribute } from '@bridal/shared/wording/name-attribute';
import { type Preference, profileStyle, type StyleProfile } from './profile-style';
import type { PhotoNote } from './read-photos';
import { styleTermById } from '../../dresses/style-vocabulary';
import { topPreferences } from './top-preferences';
import { countOf } from '@bridal/shared/wording/count-of';

const percent = (share: number): string => `${Math.round(share * 100)}%`;
const bare = (preference: Pick<Preference, 'kind' | 'value'>): string =>
  nameAttribute(preference).replace(/^(a|an) /, '');

function describePhoto(note: PhotoNote): string {
  const colours = note.colours
    .slice(0, 4)
    .map((colour) => `${colour.name} ${percent(colour.share)}`)
    .join(', ');
  const look = `${note.orientation}, ${note.light} (brightness ${percent(note.brightness)}), ${note.colourfulness}, ${note.warmth}`;
  return `- Photo ${note.number}: ${look}${colours ? `; ${colours}` : ''}.${note.reading ? ` Suggests ${note.reading}.` : ''}`;
}

function photosSection(profile: StyleProfile): string[] {
  const photos = profile.photos;
  if (photos.count === 0)
    return ['## Photos', '', 'No inspiration photos were uploaded, so nothing here comes from images.'];
  const lines = ['## Photos', '', ...photos.notes.map(describePhoto), ''];
  if (photos.palette.length > 0) {
    lines.push(
      `**Overall palette:** ${photos.palette.join(', ')}${photos.suggestion ? `. It suggests ${photos.suggestion}.` : '.'}`,
    );
  }
  if (photos.portraitCount * 2 > photos.count) {
    lines.push(
      '',
      `${photos.portraitCount} of ${photos.count} photos are portrait: most likely full-length dress shots, so the silhouettes in them matter more than their backgrounds. Open them with her and ask what she loves in each.`,
    );
  } else {
    lines.push(
      '',
      'Most photos are landscape or square: more likely the venue, the decor or the mood than a dress, so they speak to colour and feel rather than silhouette.',
    );
  }
  return lines;
}

function termLabels(hit: TermHit): string {
  return styleTermById.get(hit.id)?.label ?? hit.id;
}

function boardSection(profile: StyleProfile): string[] {
  const board = profile.board;
  if (!board) return ['## Pinterest board', '', 'No Pinterest board was shared.'];
  // Her board is one of the two links a plan may carry.
  const link = normalizeWebLink(board.url);
  const lines = ['## Pinterest board', '', ...(link ? [`[Her board](${link}).`] : [])];
  if (board.words.length === 0) {
    lines.push(
      'The link has no board name to read (a short link, a single pin or a profile), and the board cannot be opened from here: open it with her during the appointment.',
    );
    return lines;
  }
  const named = [...new Set(board.hits.filter((hit) => !hit.negated).map(termLabels))];
  lines.push(
    `The board cannot be opened from here, so this reading uses the words of its link only: "${escapeMarkdown(board.words.join(' '))}"${
      named.length > 0 ? `, which names ${joinWords(named)}.` : ', which does not name a style; open it with her.'
    }`,
  );
  return lines;
}

function hitLines(hits: TermHit[]): string[] {
  const byClause = new Map<string, TermHit[]>();
  for (const hit of hits) byClause.set(hit.clause, [...(byClause.get(hit.clause) ?? []), hit]);
  return [...byClause.entries()].slice(0, 8).map(([clause, group]) => {
    const wants = group.filter((hit) => !hit.negated).map(termLabels);
    const avoids = group.filter((hit) => hit.negated).map(termLabels);
    const parts = [wants.length > 0 ? joinWords(wants) : '', avoids.length > 0 ? `avoid ${joinWords(avoids)}` : ''];
    return `- "${escapeMarkdown(clause)}": ${parts.filter(Boolean).join('; ')}`;
  });
}

function visionSection(context: AnalysisContext, profile: StyleProfile): string[] {
  const { specificVision } = context.bride.answers;
  const lines = ['## Vision in her words', ''];
  if (!specificVision.trim()) lines.push('She did not describe her vision in words.');
  else if (profile.visionHits.length === 0) {
    const opening = specificVision.trim().slice(0, 120);
    lines.push(
      `"${escapeMarkdown(opening)}${specificVision.trim().length > 120 ? '…' : ''}": no dress words to read here, so ask her to describe a dress she loved.`,
    );
  } else lines.push(...hitLines(profile.visionHits));
  if (profile.notesHits.length > 0) lines.push('', 'From her notes:', ...hitLines(profile.notesHits));
  return lines;
}

function likesSection(profile: StyleProfile): string[] {
  const likes = profile.likes.filter((entry) => entry.kind !== 'colour').slice(0, 8);
  const lines = ['## Likes', ''];
  if (likes.length === 0) lines.push('Nothing yet: she gave no vibes, words or images that point at a style.');
  for (const like of likes) {
    lines.push(
      `- ${bare(like)} (${escapeMarkdown(joinWords(like.sources.slice(0, 2).map((source) => source.source)))})`,
    );
  }
  lines.push('', '## Avoid', '');
  if (profile.dislikes.length === 0) lines.push('Nothing she asked to avoid.');
  const shown = new Set<string>();
  for (const dislike of profile.dislikes.slice(0, 8)) {
    const name = bare(dislike);
    if (shown.has(name)) continue;
    shown.add(name);
    lines.push(`- ${name} (${escapeMarkdown(dislike.sources[0]?.source ?? 'her words')})`);
  }
  return lines;
}

function certaintySection(profile: StyleProfile): string[] {
  const missing = [
    profile.vibes.length === 0 ? 'no vibes' : '',
    profile.visionHits.length === 0 && profile.notesHits.length === 0 ? 'no dress words in her vision' : '',
    profile.photos.count === 0 ? 'no photos' : '',
    !profile.board ? 'no Pinterest board' : '',
  ].filter(Boolean);
  const used = profile.sourcesUsed.length;
  const text = {
    low: `**Low.** Only ${countOf(used, 'source')} to go on (${joinWords(missing)}), so this profile is a starting point: ask before pulling.`,
    medium: `**Medium.** Two sources agree on the picture${missing.length > 0 ? `; there were ${joinWords(missing)}` : ''}.`,
    high: `**High.** ${used} sources to go on (${joinWords(profile.sourcesUsed)})${missing.length > 0 ? `; there were ${joinWords(missing)}` : ''}.`,
  }[profile.certainty];
  return ['## Certainty', '', text];
}

function summarize(context: AnalysisContext, profile: StyleProfile, styles: string[]): string {
  const name = context.bride.name || 'She';
  if (styles.length === 0) {
    return `${name} gave no vibes, style words or photos yet, so her style is open: start with versatile A-line and sheath shapes and let her reactions lead.`;
  }
  const drivers = [
    ...new Set(
      profile.likes
        .filter((entry) => entry.kind === 'style')
        .slice(0, 3)
        .flatMap((entry) => entry.sources.slice(0, 1).map((source) => source.source.replace(/ \(.*$/, ''))),
    ),
  ];
  const wants = profile.likes
    .filter(
      (entry) =>
        entry.kind !== 'style' &&
        entry.kind !== 'colour' &&
        entry.sources.some((source) => /^her (vision|notes)/.test(source.source) && source.weight >= 0.8),
    )
    .slice(0, 3)
    .map(bare);
  const avoids = [...new Set(profile.dislikes.slice(0, 2).map(bare))];
  const first = `${name}'s style is ${joinWords(styles)}, driven by ${joinWords(drivers)}.`;
  const second = [
    wants.length > 0 ? `she asks for ${joinWords(wants)}` : '',
    avoids.length > 0 ? `she wants no ${joinWords(avoids)}` : '',
  ]
    .filter(Boolean)
    .join(', and ');
  const text = second ? `${first} In her words ${second}.` : first;
  return text.length <= 600 ? text : `${text.slice(0, 597)}…`;
}

/** The style step: her style profile and the evidence behind it, for the consultant to check. */
export function analyzeStyle(context: AnalysisContext): StyleResult {
  const profile = profileStyle(context.bride);
  const styles = topPreferences(profile, 'style', 6).map((entry) => entry.value);
  const sections = [
    ...photosSection(profile),
    '',
    ...boardSection(profile),
    '',
    ...visionSection(context, profile),
    '',
    ...likesSection(profile),
    '',
    ...certaintySection(profile),
  ];
  return styleResultSchema.parse({
    styleSummary: summarize(context, profile, styles.slice(0, 3)),
    enhancedImageAnalysis: sections.join('\n').slice(0, 8000),
    keywords: styles,
    preferredSilhouettes: topPreferences(profile, 'silhouette', 4).map((entry) => entry.value),
    preferredNecklines: topPreferences(profile, 'neckline', 4).map((entry) => entry.value),
    preferredFabrics: topPreferences(profile, 'fabric', 4).map((entry) => entry.value),
    palette: profile.palette,
  });
}
