/**
 * int64 money amounts as canonical decimal digit strings ("-5", "0", "9223372036854775807").
 * Amounts never become floats anywhere in the project: see docs/decisions/002-exact-int64-amounts.md.
 */
import { LosslessNumber } from 'lossless-json';
import { z } from 'zod';

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

const INTEGER_TEXT = /^-?(0|[1-9]\d*)$/;

/** The canonical digit string of an int64, or null when `text` is not an integer in range. */
export function toInt64String(text: string): string | null {
  if (!/^-?\d+$/.test(text)) return null;
  const value = BigInt(text);
  if (value < INT64_MIN || value > INT64_MAX) return null;
  return value.toString();
}

const int64Message = 'must be an integer from -9223372036854775808 to 9223372036854775807';

/**
 * An int64 as it arrives in an exactly parsed upstream body: a safe JS integer or a
 * `LosslessNumber` holding integer text. Outputs the canonical digit string.
 */
export const upstreamInt64Schema = z
  .union([z.number(), z.instanceof(LosslessNumber)])
  .transform((value, ctx) => {
    // Every safe integer is an int64 and `String` writes it canonically: no BigInt needed.
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    const digits = toInt64String(typeof value === 'number' ? '' : value.value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: int64Message });
      return z.NEVER;
    }
    return digits;
  });

/** An int64 carried inside the project (BFF responses, CSV): a canonical decimal digit string. */
export const int64StringSchema = z
  .string()
  .regex(INTEGER_TEXT, 'must be a decimal integer string')
  .refine((text) => toInt64String(text) === text, int64Message);
