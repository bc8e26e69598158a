import type { InvoiceSearch } from '../../addresses/invoice-search';

/** What both invoice routes hand the page (a plain module: the views and the page import it). */
export interface InvoicePageProps {
  invoiceId: string;
  /** From `/subscriptions/{id}/invoices/{id}`: the subscription the link says it belongs to. */
  subscriptionId: string | null;
  search: InvoiceSearch;
  /** Changes the URL's search: a new history entry, without scrolling. */
  onSearch: (change: Partial<InvoiceSearch>) => void;
}
