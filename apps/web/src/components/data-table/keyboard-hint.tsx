/**
 * Under a table whose rows open: which keys move between them. Shown while a row has the focus
 * (table.css), so it speaks when it is of use and takes no reader's eye otherwise.
 */
export function KeyboardHint() {
  return (
    <p className="row-keys-hint">
      <kbd>j</kbd> <kbd>k</kbd> or <kbd>↓</kbd> <kbd>↑</kbd> move between rows, <kbd>Enter</kbd>{' '}
      opens one
    </p>
  );
}
