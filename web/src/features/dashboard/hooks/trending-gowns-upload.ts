import { trendingMaxDescriptionLength, trendingMessages } from '@bridal/shared/trending-gowns/trending-gowns';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { refreshTrendingDocuments } from '../api/trending-gowns-list';
import { uploadTrendingDocuments } from '../api/trending-gowns-upload';
import { addChosenFiles } from '../utils/trending-gowns-files';

/** A refusal the server explains (the file it names and why); anything else gets the fixed message. */
function uploadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.serverMessage ?? trendingMessages.uploadFailed;
  return trendingMessages.uploadFailed;
}

/** The upload form: the files chosen so far, an optional description, and the upload with its toasts. */
export function useTrendingUpload() {
  const [files, setFiles] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const [isUploading, setIsUploading] = useState(false);

  function choose(chosen: readonly File[]) {
    const { files: next, problem } = addChosenFiles(files, chosen);
    setFiles(next);
    if (problem) notify('error', problem.title, problem.description);
  }

  function remove(file: File) {
    setFiles((current) => current.filter((entry) => entry !== file));
  }

  async function upload() {
    if (files.length === 0) {
      notify('error', trendingMessages.noFilesTitle, trendingMessages.noFiles);
      return;
    }
    setIsUploading(true);
    try {
      const { documents } = await uploadTrendingDocuments(files, description.slice(0, trendingMaxDescriptionLength));
      setFiles([]);
      setDescription('');
      notify('success', trendingMessages.successTitle, trendingMessages.uploaded(documents.length));
      await refreshTrendingDocuments();
    } catch (error) {
      notify('error', trendingMessages.errorTitle, uploadFailure(error));
    } finally {
      setIsUploading(false);
    }
  }

  return { files, choose, remove, description, setDescription, upload, isUploading };
}
