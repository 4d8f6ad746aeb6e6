import { readBrideSize, type BrideSizeAnswers } from '@bridal/shared/sizes/bride-size';
import { formatUsSize } from '@bridal/shared/sizes/read-size';

const usSizes = (sizes: readonly number[]) => sizes.map(formatUsSize).join(' or ');

/**
 * Her size as the consultant reads it on her profile: her own words from the size question
 * ('12 (from her survey)', 'UK 16, US 12 (from her survey)'), else a size she mentioned in her
 * notes (to confirm with her), else a reminder to ask. The pull lists read her size the same way.
 */
export function describeDressSize(answers: BrideSizeAnswers): string {
  const size = readBrideSize(answers);
  if (!size) return 'Not given: ask her';
  const us = usSizes(size.sizes);
  if (size.source === 'text') return `US ${us} (from her notes: confirm with her)`;
  const written = answers.dressSize?.trim() ?? '';
  return written === us ? `${written} (from her survey)` : `${written}, US ${us} (from her survey)`;
}
