import { CopyButton } from './copy-button';

/**
 * A long id shown in one short line (CSS ellipsis, full value in the DOM and on hover, so search
 * and screen readers get all of it) with a copy button beside it.
 */
export function TruncatedId({
  value,
  label,
  tabbable = true,
}: {
  value: string;
  label: string;
  /** False inside table rows, where the row is the Tab stop and its details copy every id. */
  tabbable?: boolean;
}) {
  return (
    <span className="truncated-id">
      <span className="truncated-id__text mono" title={value}>
        {value}
      </span>
      <CopyButton value={value} label={label} tabbable={tabbable} />
    </span>
  );
}

/** An em dash for an absent value, with words for screen readers. */
export function Absent() {
  return (
    <span className="absent" title="Not recorded">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not recorded</span>
    </span>
  );
}
