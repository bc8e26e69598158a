/**
 * The store's dunning rules and schedules, which the next-retry estimate needs
 * (docs/upstream/navigation.md#navigation-map, "Retry context: cache briefly"). They are store configuration that
 * changes rarely, so one read serves every invoice page for a minute; payments themselves are
 * never cached.
 */
import {
  type UpstreamDunningRule,
  type UpstreamSchedule,
  upstreamDunningRuleListSchema,
  upstreamScheduleListSchema,
} from '@pc/contract';
import { dunningRulesPath, schedulesPath } from '../upstream/paths.ts';
import { readAllPages, type Upstream } from '../upstream/read-resource.ts';

export interface RetryContextData {
  dunningRules: UpstreamDunningRule[];
  schedules: UpstreamSchedule[];
}

const TTL_MS = 60_000;
const MAX_ITEMS = 500;

export function createRetryContextSource(upstream: Upstream, now: () => number) {
  let cached: { at: number; value: Promise<RetryContextData> } | null = null;
  return (): Promise<RetryContextData> => {
    if (cached && now() - cached.at < TTL_MS) return cached.value;
    const value = Promise.all([
      readAllPages(upstream, upstreamDunningRuleListSchema, dunningRulesPath(), {}, MAX_ITEMS),
      readAllPages(upstream, upstreamScheduleListSchema, schedulesPath(), {}, MAX_ITEMS),
    ]).then(([rules, schedules]) => ({ dunningRules: rules.items, schedules: schedules.items }));
    const entry = { at: now(), value };
    cached = entry;
    // A failure is not remembered: the next page tries again.
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  };
}

export type RetryContextSource = ReturnType<typeof createRetryContextSource>;
