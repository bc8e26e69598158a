/** Which invoice a view, a request or a cache entry is about: two lower-case UUIDs. */
export interface InvoiceRef {
  subscriptionId: string;
  invoiceId: string;
}
