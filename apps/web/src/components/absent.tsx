/** An em dash for an absent value, with words for screen readers. */
export function Absent() {
  return (
    <span className="absent" title="Not recorded">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not recorded</span>
    </span>
  );
}
