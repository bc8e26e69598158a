/**
 * What a note may hold: 1–4,000 characters of text that is not blank, and no card
 * number: a run of 13–19 digits (single spaces or hyphens between groups allowed, as people
 * paste them) that passes the Luhn check is refused. Pure and without zod or regular
 * expressions (a linear scan), so the browser checks as the BFF does before anything is sent.
 */

export const NOTE_MAX_CHARS = 4000;

/**
 * The Luhn check over a string of digits.
 * @example passesLuhn('4242424242424242') // true
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isSeparator = (code: number) => code === 32 || code === 45;

/**
 * The runs of `text`, each as its groups of digits: digits, with one space or hyphen allowed
 * between two digits (which starts a new group). A longer gap, a letter or any other character
 * ends a run.
 */
function digitRuns(text: string): string[][] {
  const runs: string[][] = [];
  let groups: string[] = [];
  let group = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isDigit(code)) {
      group += text[i];
      continue;
    }
    if (group !== '') groups.push(group);
    group = '';
    if (!(groups.length > 0 && isSeparator(code) && isDigit(text.charCodeAt(i + 1)))) {
      if (groups.length > 0) runs.push(groups);
      groups = [];
    }
  }
  if (group !== '') groups.push(group);
  if (groups.length > 0) runs.push(groups);
  return runs;
}

/**
 * Whether `text` holds what looks like a card number: 13–19 digits passing Luhn, written in a
 * row or in groups, alone or within a longer run of groups (a date before it: `2026-12-06 4242
 * 4242 4242 4242`). An unbroken run longer than 19 digits is a reference, not a card.
 * @example holdsCardNumber('card 4242 4242 4242 4242') // true
 */
export function holdsCardNumber(text: string): boolean {
  for (const groups of digitRuns(text)) {
    for (let first = 0; first < groups.length; first += 1) {
      let digits = '';
      for (let last = first; last < groups.length && digits.length < 19; last += 1) {
        digits += groups[last];
        if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) return true;
      }
    }
  }
  return false;
}

/** Why a note's text is refused, in words a person can act on; null when it may be added. */
export function noteTextProblem(text: string): string | null {
  if (text.trim() === '') return 'must not be empty';
  if (text.length > NOTE_MAX_CHARS) {
    return `must be at most ${NOTE_MAX_CHARS.toLocaleString('en')} characters (it has ${text.length.toLocaleString('en')})`;
  }
  if (holdsCardNumber(text)) {
    return 'looks like it holds a card number (13–19 digits passing the Luhn check): card numbers do not belong in notes';
  }
  return null;
}
