/**
 * A value with a button that copies it, in one of three fits:
 * - `whole`: shown as it is (an email, a company, a reference), optionally monospaced;
 * - `truncate`: a long id in one short line (CSS ellipsis, the full value in the DOM and on hover,
 *   so search and screen readers get all of it);
 * - `wrap`: an id in full that wraps rather than truncates (the payment details).
 * The class names are each fit's own (base.css, invoice.css, page-parts.css).
 */
import { CopyButton } from './copy-button';

type Fit = 'whole' | 'truncate' | 'wrap';

const CLASS_NAMES: Record<Fit, { outer: string; text: string | null }> = {
  whole: { outer: 'copyable', text: 'copyable__text' },
  truncate: { outer: 'truncated-id', text: 'truncated-id__text' },
  wrap: { outer: 'full-id', text: null },
};

export function CopyableValue({
  value,
  label,
  fit = 'whole',
  mono = fit !== 'whole',
  tabbable = true,
}: {
  value: string;
  /** What the button copies, in its name: "Copy {label}". */
  label: string;
  fit?: Fit;
  /** Ids are monospaced; a whole value is not, unless asked. */
  mono?: boolean;
  /** False inside table rows, where the row is the Tab stop and its details copy every id. */
  tabbable?: boolean;
}) {
  const names = CLASS_NAMES[fit];
  const textClass = [names.text, mono ? 'mono' : null].filter(Boolean).join(' ') || undefined;
  return (
    <span className={names.outer}>
      <span className={textClass} title={fit === 'truncate' ? value : undefined}>
        {value}
      </span>
      <CopyButton value={value} label={label} tabbable={tabbable} />
    </span>
  );
}
