/**
 * Where a fault can be aimed: one route (`invoices.get`), a family of routes (`invoices`), the
 * payment lists (`list`, the name tests used before there were other routes), every API route
 * (`api`), or the token endpoint. A request takes the first fault queued for the most specific
 * target that names it.
 */

export const ROUTE_KEYS = [
  'token',
  'subscribers.list',
  'subscribers.get',
  'subscriptions.list',
  'subscriptions.get',
  'states.list',
  'states.get',
  'subscription-invoices.list',
  'subscription-invoices.get',
  'invoices.list',
  'invoices.get',
  'payments.list',
  'payments.get',
  'invoice-payments.list',
  'invoice-payments.get',
  'jobs.list',
  'jobs.get',
  'dunning-rules.list',
  'dunning-rules.get',
  'schedules.list',
  'schedules.get',
  'accounts.list',
  'accounts.get',
  'account-members.list',
  'account-members.get',
  'account-memberships.list',
] as const;
/** One simulator route; `payments.*` is the nested path, `invoice-payments.*` the invoice-only one. */
export type RouteKey = (typeof ROUTE_KEYS)[number];

export const ROUTE_FAMILIES = [
  'subscribers',
  'subscriptions',
  'states',
  'invoices',
  'payments',
  'jobs',
  'dunning-rules',
  'schedules',
  'accounts',
  'account-members',
  'account-memberships',
] as const;
export type RouteFamily = (typeof ROUTE_FAMILIES)[number];

export const FAULT_TARGETS = ['list', 'api', ...ROUTE_FAMILIES, ...ROUTE_KEYS] as const;
export type FaultTarget = (typeof FAULT_TARGETS)[number];

const FAMILY_OF: Record<string, RouteFamily> = {
  'subscription-invoices': 'invoices',
  'invoice-payments': 'payments',
};

/**
 * The targets a request to `route` answers to, most specific first.
 * @example targetsOf('invoice-payments.list') // ['invoice-payments.list', 'list', 'payments', 'api']
 */
export function targetsOf(route: RouteKey): FaultTarget[] {
  if (route === 'token') return ['token'];
  const [prefix = '', kind] = route.split('.');
  const family = FAMILY_OF[prefix] ?? (prefix as RouteFamily);
  const isPaymentList = family === 'payments' && kind === 'list';
  return [route, ...(isPaymentList ? (['list'] as const) : []), family, 'api'];
}
