import { type TrendingDocument, trendingMessages } from '@bridal/shared/trending-gowns/trending-gowns';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { deleteTrendingDocument } from '../api/trending-gowns-delete';
import { refreshTrendingDocuments } from '../api/trending-gowns-list';

/** Delete with a confirmation: `ask` opens it for a document, `confirm` deletes, `cancel` closes. */
export function useTrendingDelete() {
  const [pending, setPending] = useState<TrendingDocument | null>(null);
  const [open, setOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  function ask(document: TrendingDocument) {
    setPending(document);
    setOpen(true);
  }

  async function confirm(document: TrendingDocument) {
    setIsDeleting(true);
    try {
      await deleteTrendingDocument(document.id);
      setOpen(false);
      notify('success', trendingMessages.successTitle, trendingMessages.deleted);
      await refreshTrendingDocuments();
    } catch (error) {
      notify('error', trendingMessages.errorTitle, serverMessage(error) ?? trendingMessages.deleteFailed);
    } finally {
      setIsDeleting(false);
    }
  }

  return { pending, open, isDeleting, ask, confirm, cancel: () => setOpen(false) };
}
