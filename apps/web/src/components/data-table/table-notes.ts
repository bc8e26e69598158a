/**
 * What a table says once, in its caption, instead of in every cell: the zone its times are in,
 * and that its billing periods are UTC calendar days. A table's columns declare what they show
 * (`times` in their meta); the caption says what the visible columns need.
 */
import { BILLING_PERIOD_NOTE } from '@pc/contract/billing-period';
import { usableZone } from '../../time-zone/dates';

/** `zoned`: times (or dates) in the console's zone; `utc-days`: billing periods as UTC days. */
export type TimeKind = 'zoned' | 'utc-days';

/**
 * @example tableTimeNotes(['zoned', undefined], 'UTC') // ['Times in UTC.']
 */
export function tableTimeNotes(kinds: Iterable<TimeKind | undefined>, zone: string): string[] {
  const present = new Set(kinds);
  const notes: string[] = [];
  if (present.has('zoned')) notes.push(`Times in ${usableZone(zone)}.`);
  if (present.has('utc-days')) notes.push(BILLING_PERIOD_NOTE);
  return notes;
}
