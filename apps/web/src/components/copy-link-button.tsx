/**
 * Copy link, in the top bar of every page: the page's address as the browser shows it (view,
 * filter and open payment included), for a ticket or a colleague.
 */
import { useEffect, useState } from 'react';
import { copyText } from './copy-button';

export function CopyLinkButton() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 1500);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      className="button button--secondary copy-link-button"
      onClick={() => {
        copyText(window.location.href).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'copied' ? 'Link copied' : state === 'failed' ? 'Copy failed' : 'Copy link'}
    </button>
  );
}
