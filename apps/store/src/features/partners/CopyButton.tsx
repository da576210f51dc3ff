import { Button } from '@bookstore/ui';
import { useEffect, useState } from 'react';
import { showError, showSuccess } from '../../feedback/toast';

/**
 * Copies `text` to the clipboard; the result is announced (the toast's live region) and the button says
 * "Copied" for a moment.
 */
export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      void showSuccess(`${what} copied to the clipboard.`);
    } catch {
      void showError(
        new Error(`The ${what.toLowerCase()} could not be copied: select it and copy it by hand.`),
      );
    }
  };
  return (
    <Button variant="secondary" size="small" onClick={() => void copy()}>
      {copied ? 'Copied' : label}
    </Button>
  );
}
