/**
 * A case in words, for the panel, the list and the 409 message: who a person is, what was
 * promised, and what a colleague changed while someone was typing. Pure: the times are shown by
 * the components in the console's time zone.
 */
import type { CaseChange, CasePromise, StaffRef } from '@pc/contract';
import { formatMinorUnits } from '@pc/contract/money-text';

/** The name the identity provider gave, else the email. */
export function personName(person: StaffRef): string {
  return person.name?.trim() ? person.name : person.email;
}

/**
 * @example promiseText({ on: '2026-12-10', amount: { amount: '129900', currency: 'EUR' } }) // 'by 2026-12-10, €1,299.00'
 */
export function promiseText(promise: CasePromise): string {
  const amount = promise.amount
    ? `, ${formatMinorUnits(promise.amount.amount, promise.amount.currency)}`
    : '';
  return `by ${promise.on}${amount}`;
}

const FIELD_WORDS: Readonly<Record<CaseChange['fields'][number], string>> = {
  owner: 'the owner',
  followUpOn: 'the follow-up date',
  promise: 'the promise to pay',
  settled: 'settled it (Elastic Path says paid)',
};

/** "the owner and the follow-up date": the fields of one change, joined as a sentence reads. */
function fieldList(fields: CaseChange['fields']): string {
  const words = fields.map((field) => FIELD_WORDS[field]);
  if (words.length <= 1) return words[0] ?? 'the case';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** One change a colleague made, as a clause: "Bea Example changed the owner". */
export function changeText(change: CaseChange): string {
  const who = change.by ? personName(change.by) : 'The console';
  if (change.fields.length === 1 && change.fields[0] === 'settled')
    return `${who} ${FIELD_WORDS.settled}`;
  return `${who} changed ${fieldList(change.fields.filter((field) => field !== 'settled'))}`;
}
