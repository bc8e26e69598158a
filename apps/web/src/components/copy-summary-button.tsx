/**
 * Copy summary: the invoice's ticket note (internal part, then the reply to send) on the
 * clipboard. Disabled until the note can be written from the whole invoice, so a half-read
 * invoice never yields a note that says less than the page.
 */
import { useCopy } from './copy-button';

export function CopySummaryButton({
  text,
  tone = 'secondary',
}: {
  /** The note; null while the invoice is still being read. */
  text: string | null;
  tone?: 'primary' | 'secondary';
}) {
  const { state, copy } = useCopy();
  // The name stays "Copy summary" (copyText announces the copy); the word beside it is for eyes.
  return (
    <span className="copy-summary">
      <button
        type="button"
        className={`button button--${tone}`}
        disabled={text === null}
        onClick={() => {
          if (text !== null) copy(text);
        }}
      >
        Copy summary
      </button>
      <span className="copy-summary__state" aria-hidden="true">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </span>
  );
}
