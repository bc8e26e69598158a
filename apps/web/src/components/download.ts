/** Saves text as a file through a temporary object URL (no server round trip, no popup). */
export function downloadText(text: string, filename: string, type: string): void {
  // A Blob encodes strings as UTF-8, so a leading U+FEFF becomes the EF BB BF byte order mark.
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
