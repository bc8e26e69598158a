/**
 * The app's addresses, in a module with no imports, so that code outside React (the 401 handling
 * in `api/`) and the routes themselves name them alike without importing the route tree.
 */

/** Signed in, but not on the staff list: where the BFF sends such a person. */
export const NOT_AUTHORIZED_PATH = '/not-authorized';

/** One invoice's payments; every link already shared has this shape. */
export const PAYMENTS_PATH = '/subscriptions/$subscriptionId/invoices/$invoiceId';

/** One invoice by its id alone: the same page as PAYMENTS_PATH. */
export const INVOICE_PATH = '/invoices/$invoiceId';

/** `?q=`: what the search box was given, and its results. */
export const SEARCH_PATH = '/search';

/** A customer (an Elastic Path subscriber): their subscriptions and invoices. */
export const CUSTOMER_PATH = '/customers/$subscriberId';

/** A subscription: its plan, status, history and invoices. */
export const SUBSCRIPTION_PATH = '/subscriptions/$subscriptionId';

/** The store's outstanding invoices, failing or unpaid, in one list. */
export const ATTENTION_PATH = '/attention';

/** The signed-in person's own outstanding invoices: the list, narrowed to their cases. */
export const MY_WORK_PATH = '/my-work';
