/**
 * The attention list's side of the trail (docs/audit.md#attentionsnapshot). Every poll of the list
 * used to write one line naming every outstanding invoice (12 KB at 306 rows, for each person, every
 * poll). Now a snapshot's invoices are written once, when it is first served (`attention.snapshot`),
 * and a poll names only the snapshot's id; the rows' served-tags are signed once per snapshot.
 * Bounded: the last few snapshots are kept, and one served again after it was dropped is written
 * again (a line too many, never one too few).
 */
import type { ServedTokens } from './served-token.ts';

/** Snapshots kept: a replica serves one at a time, and while building a new one each poll. */
const KEPT = 32;

export interface ServedSnapshots {
  /** Each invoice's served-tag for this snapshot, in the order given (signed once per snapshot). */
  tags(snapshotId: string, invoiceIds: readonly string[]): string[];
  /** True until `written` is called for this snapshot (or after it was dropped). */
  unwritten(snapshotId: string): boolean;
  /** Its `attention.snapshot` line is out: later polls name it only. */
  written(snapshotId: string): void;
}

export function createServedSnapshots(tokens: ServedTokens): ServedSnapshots {
  // Insertion order is age order.
  const kept = new Map<string, { tags: string[]; written: boolean }>();
  const entry = (snapshotId: string, invoiceIds: readonly string[] = []) => {
    let found = kept.get(snapshotId);
    if (!found) {
      found = { tags: invoiceIds.map((id) => tokens.tag(snapshotId, id)), written: false };
      kept.set(snapshotId, found);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    }
    return found;
  };
  return {
    tags: (snapshotId, invoiceIds) => entry(snapshotId, invoiceIds).tags,
    unwritten: (snapshotId) => !kept.get(snapshotId)?.written,
    written(snapshotId) {
      const found = kept.get(snapshotId);
      if (found) found.written = true;
    },
  };
}
