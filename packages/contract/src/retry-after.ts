/**
 * `Retry-After` read the same way by the BFF (upstream answers) and the browser (BFF answers).
 * No dependencies, so the browser bundle imports it as `@pc/contract/retry-after`.
 */

/**
 * `Retry-After` as milliseconds: delay-seconds or an HTTP date; null when absent or unreadable.
 * @example parseRetryAfter('3', Date.now()) // 3000
 */
export function parseRetryAfter(value: string | null, nowMs: number = Date.now()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its weekday and month; bare numbers like "-3" are not dates.
  if (!/[a-z]/i.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}
