import { useState } from 'react';

/** A link to share, with a button that copies it. */
export function CopyLink({ url, label, testId }: { url: string; label: string; testId?: string }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <span className="copy-link" data-testid={testId}>
      <input readOnly value={url} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" onClick={() => void copy()}>
        Copy
      </button>
      <span role="status" className="muted">
        {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Select the link and copy it.' : ''}
      </span>
    </span>
  );
}
