/**
 * The search params every page keeps: `tz=utc` (absent: the browser's zone). Validated once on
 * the root route, and carried along by every link (`retainSearchParams`), so a shared link reads
 * the same for everyone and moving between pages keeps the choice.
 */
import { retainSearchParams } from '@tanstack/react-router';
import * as z from 'zod/mini';

export const rootSearchSchema = z.object({
  /** Anything but `utc` falls back to local. */
  tz: z.catch(z.optional(z.literal('utc')), undefined),
});

export type RootSearch = z.output<typeof rootSearchSchema>;

export const keepTimeZone = retainSearchParams<RootSearch>(['tz']);
