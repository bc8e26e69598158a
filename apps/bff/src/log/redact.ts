/**
 * What a log line or a trace may keep of text a person typed: never an email. A request's address
 * is named by its route template instead (`/api/customers/:subscriberId`: create-app.ts for the
 * access log, telemetry/tracing.ts for spans), since a name or an email can sit in any segment of
 * a path, or after a `;`, and no pattern finds a name. This is for the rest: the raw target of a
 * request refused before routing, an error's message. Linear in the text: it splits at separators
 * and replaces every piece that holds an `@`, percent-encoded or not.
 */
const SEPARATORS = /([\s/?#&=;,:()<>"'`[\]{}|\\]+)/;

const holdsAt = (piece: string) => piece.includes('@') || piece.toLowerCase().includes('%40');

/**
 * `text` with every piece shaped like an email replaced by `redacted`.
 * @example withoutEmails('/api/customers/ron%40example.com;x=1') // '/api/customers/redacted;x=1'
 */
export function withoutEmails(text: string): string {
  if (!holdsAt(text)) return text;
  return text
    .split(SEPARATORS)
    .map((piece, i) => (i % 2 === 0 && holdsAt(piece) ? 'redacted' : piece))
    .join('');
}
