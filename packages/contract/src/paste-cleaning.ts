/**
 * What a ticket's paste holds once its wrapping is gone, read in one pass from both ends.
 *
 * The cleaning used to loop once per wrapping pair and run a trailing-punctuation expression
 * on every loop, which is quadratic on a run of dots: `(`×1300 + `.`×5250 + `x` + `)`×1300
 * held a replica for 19 s in a security probe. Here every step removes characters from the ends
 * of a window and keeps counts of the angle brackets and spaces inside it, so each step costs
 * what it removes;
 * only a `mailto:` address is decoded (once) into a new string. The steps, repeated until none
 * changes anything: surrounding whitespace, a `mailto:` and what follows its `?`, the name before
 * `<email>`, a wrapping pair or a stray angle bracket, and a sentence's trailing punctuation
 * (not a link's: `?` or `.` may belong to it). No dependencies: the browser bundle imports it.
 */

/** Counts the work of a reading, so tests and the bench can bound it without a clock. */
export interface WorkMeter {
  step(count: number): void;
}

/** Pairs that wrap a whole paste: a GUID's braces, quotes, brackets. */
const WRAPPERS: Record<string, string> = {
  '{': '}',
  '"': '"',
  "'": "'",
  '`': '`',
  '<': '>',
  '(': ')',
  '[': ']',
};

/** What mail clients and word processors put in place of plain quotes and spaces. */
const TYPOGRAPHIC: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u00A0': ' ',
  '\u2007': ' ',
  '\u202F': ' ',
  '\u200B': '',
  '\u200C': '',
  '\u200D': '',
  '\u2060': '',
  '\uFEFF': '',
};

/** A sentence's punctuation, which a paste drags along after an email or a reference. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?']);
/** One character of what `String.prototype.trim` removes (the same set as `\s`). */
const SPACE = /\s/;
const MAILTO = 'mailto:';

const isSpace = (char: string | undefined) => char !== undefined && SPACE.test(char);

/**
 * Typographic quotes and spaces made plain, invisible spaces dropped.
 * @example plainQuotes('Food ’n Stuff') // "Food 'n Stuff"
 */
export function plainQuotes(raw: string, meter?: WorkMeter): string {
  let plain = '';
  for (const char of raw) plain += TYPOGRAPHIC[char] ?? char;
  meter?.step(raw.length);
  return plain;
}

/**
 * `text` without the punctuation that ends it.
 * @example withoutTrailingPunctuation('ACME-CLOUD-001.') // 'ACME-CLOUD-001'
 */
export function withoutTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING.has(text[end - 1] ?? '')) end -= 1;
  return text.slice(0, end);
}

/** Anything that starts like an address, without spaces; only the console's own shapes name something. */
export function looksLikeLink(text: string): boolean {
  return startsLikeLink(text, 0, text.length) && ![...text].some(isSpace);
}

/** Whether `text[start, end)` starts like an address. */
function startsLikeLink(text: string, start: number, end: number): boolean {
  if (start < end && text[start] === '/') return true;
  const scheme = text.slice(start, Math.min(start + 8, end)).toLowerCase();
  return scheme.startsWith('http://') || scheme.startsWith('https://');
}

/** The part of a string still held, with what the steps need to know about it kept current. */
class PasteWindow {
  text = '';
  start = 0;
  end = 0;
  /** `<`, `>` and whitespace characters inside the window. */
  opens = 0;
  closes = 0;
  spaces = 0;
  changed = false;
  /** The first `?` at or after `start` (or -1), moved forward only: found once per string. */
  private question = -1;
  /** The `end` at which the name-and-email shape was last looked for without success. */
  private nameEmailTriedAt = -1;

  private readonly meter: WorkMeter | undefined;

  constructor(text: string, meter?: WorkMeter) {
    this.meter = meter;
    this.reset(text);
  }

  reset(text: string): void {
    this.text = text;
    this.start = 0;
    this.end = text.length;
    this.opens = 0;
    this.closes = 0;
    this.spaces = 0;
    for (const char of text) this.count(char, 1);
    this.question = text.indexOf('?');
    this.nameEmailTriedAt = -1;
    this.changed = true;
    this.meter?.step(text.length);
  }

  get size(): number {
    return this.end - this.start;
  }

  first(): string | undefined {
    return this.size > 0 ? this.text[this.start] : undefined;
  }

  last(): string | undefined {
    return this.size > 0 ? this.text[this.end - 1] : undefined;
  }

  dropFirst(): void {
    this.count(this.text[this.start] ?? '', -1);
    this.start += 1;
    this.changed = true;
    this.meter?.step(1);
  }

  dropLast(): void {
    this.end -= 1;
    this.count(this.text[this.end] ?? '', -1);
    this.changed = true;
    this.meter?.step(1);
  }

  /** Keeps only `[start, end)` of the current window. */
  narrow(start: number, end: number): void {
    while (this.start < start) this.dropFirst();
    while (this.end > end) this.dropLast();
  }

  /** The first `?` inside the window, or -1. */
  nextQuestion(): number {
    while (this.question !== -1 && this.question < this.start) {
      this.question = this.text.indexOf('?', this.question + 1);
    }
    return this.question !== -1 && this.question < this.end ? this.question : -1;
  }

  isLink(): boolean {
    return this.spaces === 0 && startsLikeLink(this.text, this.start, this.end);
  }

  /** `Ron Swanson <ron@example.com>` → `ron@example.com`: the only `<` and `>`, at the end. */
  takeNameAndEmail(): void {
    if (this.last() !== '>' || this.opens !== 1 || this.closes !== 1) return;
    // One `>` in the window, at its end: this shape is possible at one `end` per string only.
    if (this.nameEmailTriedAt === this.end) return;
    this.nameEmailTriedAt = this.end;
    const open = this.text.lastIndexOf('<', this.end - 2);
    const email = this.text.slice(open + 1, this.end - 1);
    this.meter?.step(this.end - open);
    const at = email.indexOf('@', 1);
    if (at === -1 || at === email.length - 1 || [...email].some(isSpace)) return;
    this.narrow(open + 1, this.end - 1);
  }

  private count(char: string, by: 1 | -1): void {
    if (char === '<') this.opens += by;
    else if (char === '>') this.closes += by;
    else if (isSpace(char)) this.spaces += by;
  }
}

function decodedAddress(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}

/**
 * A paste with typographic quotes already made plain (`plainQuotes`), without its wrapping.
 * Every step only shortens the window, and `mailto:` decodes its address once, so the whole
 * reading costs a few steps per character whatever the paste.
 * @example cleanPaste('“Swanson, Ron” <mailto:ron@example.com>.') // 'ron@example.com'
 */
export function cleanPaste(plain: string, meter?: WorkMeter): string {
  const window = new PasteWindow(plain, meter);
  let decoded = false;
  while (window.changed) {
    window.changed = false;
    meter?.step(1);
    while (isSpace(window.first())) window.dropFirst();
    while (isSpace(window.last())) window.dropLast();

    const { text, start } = window;
    if (text.slice(start, Math.min(start + MAILTO.length, window.end)).toLowerCase() === MAILTO) {
      const question = window.nextQuestion();
      const end = question === -1 ? window.end : question;
      if (decoded) {
        window.narrow(start + MAILTO.length, end);
      } else {
        decoded = true;
        window.reset(decodedAddress(text.slice(start + MAILTO.length, end)));
      }
    }

    window.takeNameAndEmail();

    const close = WRAPPERS[window.first() ?? ''];
    if (window.size >= 2 && close !== undefined && window.last() === close) {
      window.dropFirst();
      window.dropLast();
    } else {
      // A stray angle bracket: a `<` with no `>` after it, a `>` with no `<` before it.
      if (window.first() === '<' && window.closes === 0) window.dropFirst();
      if (window.last() === '>' && window.opens === 0) window.dropLast();
    }

    if (!window.isLink()) while (TRAILING.has(window.last() ?? '')) window.dropLast();
  }
  return window.text.slice(window.start, window.end);
}
