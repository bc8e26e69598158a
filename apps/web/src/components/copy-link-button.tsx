/**
 * Copy link, in the top bar of every page: the page's address as the browser shows it (view,
 * filter and open payment included), for a ticket or a colleague.
 */
import { useCopy } from './copy-button';

export function CopyLinkButton() {
  const { state, copy } = useCopy();
  return (
    <button
      type="button"
      className="button button--secondary copy-link-button"
      onClick={() => copy(window.location.href)}
    >
      {state === 'copied' ? 'Link copied' : state === 'failed' ? 'Copy failed' : 'Copy link'}
    </button>
  );
}
