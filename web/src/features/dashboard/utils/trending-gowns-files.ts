import {
  formatFileSize,
  trendingExtensionOf,
  trendingMaxFileBytes,
  trendingMaxFilesPerUpload,
  trendingMessages,
} from '@bridal/shared/trending-gowns/trending-gowns';

export interface TrendingFileProblem {
  title: string;
  description: string;
}

/** What is wrong with a chosen file before it is sent (the server checks its bytes again), or null. */
export function checkTrendingFile(file: Pick<File, 'name' | 'size'>): TrendingFileProblem | null {
  if (trendingExtensionOf(file.name) === null) {
    return { title: trendingMessages.wrongTypeTitle, description: trendingMessages.wrongType(file.name) };
  }
  if (file.size > trendingMaxFileBytes) {
    return {
      title: trendingMessages.tooLargeTitle,
      description: trendingMessages.tooLarge(file.name, trendingMaxFileBytes),
    };
  }
  if (file.size === 0)
    return { title: trendingMessages.errorTitle, description: trendingMessages.emptyFile(file.name) };
  return null;
}

export interface ChosenFiles<F> {
  files: F[];
  /** The first reason a file was left out, to show; null when every file was taken. */
  problem: TrendingFileProblem | null;
}

/**
 * Adds newly chosen files to those already chosen: files with a problem are left out, a file
 * chosen twice (same name and size) counts once, and no more than ten are kept.
 */
export function addChosenFiles<F extends Pick<File, 'name' | 'size'>>(
  current: readonly F[],
  added: readonly F[],
): ChosenFiles<F> {
  const files = [...current];
  let problem: TrendingFileProblem | null = null;
  for (const file of added) {
    const fileProblem = checkTrendingFile(file);
    if (fileProblem) {
      problem ??= fileProblem;
      continue;
    }
    if (files.some((chosen) => chosen.name === file.name && chosen.size === file.size)) continue;
    if (files.length === trendingMaxFilesPerUpload) {
      problem ??= { title: trendingMessages.errorTitle, description: trendingMessages.tooManyFiles };
      continue;
    }
    files.push(file);
  }
  return { files, problem };
}

/** The card's line under the upload button. */
export const trendingUploadHint = `PDF, Word, Excel, CSV, images or text, up to ${formatFileSize(trendingMaxFileBytes)} each, ${trendingMaxFilesPerUpload} at a time.`;
