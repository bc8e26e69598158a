/**
 * Ids are pasted from tickets, logs and spreadsheets: trailing spaces, `{braces}`, quotes or a
 * `urn:uuid:` prefix come along, sometimes in upper case. Strip the wrapping and lower-case the
 * id: UUIDs are case-insensitive (RFC 9562), and Elastic Path writes and matches them in lower case.
 */

/**
 * @example normalizeIdInput('  {3FA85F64-5717-4562-B3FC-2C963F66AFA6} ') // '3fa85f64-5717-4562-b3fc-2c963f66afa6'
 */
export function normalizeIdInput(text: string): string {
  let value = text.trim();
  for (let previous = ''; previous !== value; ) {
    previous = value;
    value = value
      .replace(/^urn:uuid:/i, '')
      .replace(/^[{("'`<[]\s*/, '')
      .replace(/\s*[})"'`>\]]$/, '')
      .trim();
  }
  return value.toLowerCase();
}
