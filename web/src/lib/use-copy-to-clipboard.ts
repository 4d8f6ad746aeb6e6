import { useEffect, useState } from 'react';
import { notify } from './notify';

/**
 * Copies text with the Clipboard API; `copied` stays true for two seconds for the button's label.
 * `what` names it in the toast ('The survey link').
 */
export function useCopyToClipboard(what: string) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      notify('success', 'Copied!', `${what} is on your clipboard.`);
      return true;
    } catch {
      notify('error', 'Copy Failed', 'Please select the link and copy it yourself.');
      return false;
    }
  }

  return { copy, copied };
}
