/**
 * A page tells the audit trail it has been shown: once per page (its object's id), when its data
 * is on screen, with the ids of the other objects it shows. The BFF records the view only if it
 * served all of them to this person shortly before (`POST /api/audit/views`). Nothing waits for
 * the answer and a failure is not the reader's concern: the data is already on screen, and the
 * served lines are on record whatever happens to the report.
 */
import type { ViewReport } from '@pc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { reportView } from './client';

// One rule for what a page reports, shared with the BFF, which signs it (served-token).
export {
  attentionView,
  customerView,
  invoiceView,
  paymentView,
  subscriptionView,
} from '@pc/contract/view-reports';

/** `report` is null until the page's data is shown. */
export function useReportView(report: ViewReport | null): void {
  const queryClient = useQueryClient();
  const reported = useRef<string | null>(null);
  const key = report ? `${report.page}:${report.id}` : null;
  const body = report ? JSON.stringify(report) : null;
  useEffect(() => {
    if (key === null || body === null || reported.current === key) return;
    reported.current = key;
    void reportView(queryClient, JSON.parse(body) as ViewReport).catch(() => undefined);
  }, [queryClient, key, body]);
}
