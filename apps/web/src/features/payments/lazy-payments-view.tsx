/**
 * The payments view (and TanStack Table with it) is its own chunk, so the first page a person
 * opens stays within the initial-JS budget. `preloadPaymentsView` starts the download early: at
 * startup on a deep link (in parallel with the data), and when idle on the home page.
 */
import { lazy } from 'react';

let pending: Promise<typeof import('./payments-view')> | null = null;

export function preloadPaymentsView() {
  pending ??= import('./payments-view');
  return pending;
}

export const LazyPaymentsView = lazy(() =>
  preloadPaymentsView().then((module) => ({ default: module.PaymentsView })),
);
