/**
 * One polite live region for the whole page. A table of 100 rows has 300 copy buttons; a live
 * region inside each would be 300 more elements to mount, for announcements that happen one at
 * a time.
 */
const ID = 'live-announcer';

/** Says `message` to screen readers (and replaces whatever was said before). */
export function announce(message: string): void {
  let region = document.getElementById(ID);
  if (!region) {
    region = document.createElement('div');
    region.id = ID;
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    document.body.append(region);
  }
  // Clearing first makes a repeat of the same message announced again.
  region.textContent = '';
  const target = region;
  window.setTimeout(() => {
    target.textContent = message;
  }, 50);
}
