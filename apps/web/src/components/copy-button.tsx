/**
 * Copies a value to the clipboard and says so (visually and to screen readers). Falls back to a
 * hidden textarea where the async Clipboard API is unavailable (older browsers, some embeds).
 * Every row has three of these, so each is one element: the icon is a CSS mask (controls.css)
 * and the announcement goes to the page's one live region.
 */
import { useEffect, useState } from 'react';
import { announce } from './announce';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or not focused: try the legacy path.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** Copies `text` and says so to screen readers; rejects when the browser refused. */
export async function copyText(text: string): Promise<void> {
  try {
    await writeClipboard(text);
  } catch (error) {
    announce('Copy failed');
    throw error;
  }
  announce('Copied');
}

/**
 * The copy's outcome for a button to show: `copy(text)` copies and says so, and the state goes
 * back to idle after a moment.
 */
export function useCopy(): {
  state: 'idle' | 'copied' | 'failed';
  copy: (text: string) => void;
} {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 1500);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = (text: string) => {
    copyText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return { state, copy };
}

export function CopyButton({
  value,
  label,
  tabbable = true,
}: {
  value: string;
  label: string;
  /** False where another control already offers the copy to keyboard users (table rows). */
  tabbable?: boolean;
}) {
  const { state, copy } = useCopy();

  return (
    <button
      type="button"
      className="icon-button copy-button"
      aria-label={`Copy ${label}`}
      tabIndex={tabbable ? undefined : -1}
      title={state === 'copied' ? 'Copied' : `Copy ${label}`}
      data-state={state}
      onClick={() => copy(value)}
    />
  );
}
