/**
 * The trail above an object page: Customer › Subscription › Invoice, as far as the page knows
 * them. The last crumb is the page itself (not a link); a level the page does not know (a
 * subscription without invoices has no customer) is left out rather than shown empty.
 */

export interface CrumbSource {
  customer?: { id: string; name: string } | null | undefined;
  subscription?: { id: string; offering: string } | null | undefined;
  invoice?: { id: string; number: number | null } | null | undefined;
}

export interface Crumb {
  kind: 'customer' | 'subscription' | 'invoice';
  id: string;
  /** What the crumb says, e.g. "Ron Swanson", "Acme Cloud", "Invoice #6". */
  label: string;
  /** The page this trail sits on: shown as text with aria-current="page". */
  current: boolean;
}

/**
 * @example buildCrumbs({ customer: { id: 'c', name: 'Ron' }, subscription: { id: 's', offering: 'Cloud' } })
 * // [{ kind: 'customer', label: 'Ron', current: false, … }, { kind: 'subscription', label: 'Cloud', current: true, … }]
 */
export function buildCrumbs({ customer, subscription, invoice }: CrumbSource): Crumb[] {
  const crumbs: Omit<Crumb, 'current'>[] = [];
  if (customer)
    crumbs.push({ kind: 'customer', id: customer.id, label: customer.name || 'Customer' });
  if (subscription) {
    crumbs.push({
      kind: 'subscription',
      id: subscription.id,
      label: subscription.offering || 'Subscription',
    });
  }
  if (invoice) {
    crumbs.push({
      kind: 'invoice',
      id: invoice.id,
      label: invoice.number === null ? 'Invoice' : `Invoice #${invoice.number}`,
    });
  }
  return crumbs.map((crumb, index) => ({ ...crumb, current: index === crumbs.length - 1 }));
}
