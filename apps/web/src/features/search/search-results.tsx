/**
 * Results in groups headed Customers, Subscriptions and Invoices (only the groups that matched),
 * each a table whose first cell links to the object's page. A group the BFF cut at its limit says
 * so: the text can then be made more exact.
 */
import type { SearchResult } from '@pc/contract';
import { LinkTable } from '../page-parts/link-table';
import type { LinkColumns } from '../page-parts/link-table-features';
import { useOverCollectionChecks } from './over-collection-check';
import {
  customerResultColumns,
  invoiceResultColumns,
  subscriptionResultColumns,
} from './result-columns';

function ResultGroup<T extends { id: string }>({
  title,
  group,
  columns,
}: {
  title: string;
  group: { items: T[]; more: boolean };
  columns: LinkColumns<T>;
}) {
  if (group.items.length === 0) return null;
  return (
    <LinkTable
      caption={<h2 className="card__title">{title}</h2>}
      columns={columns}
      data={group.items}
      empty=""
      footer={
        group.more ? (
          <p className="table-footnote">
            More {title.toLowerCase()} match than are shown: make the search more exact to see them.
          </p>
        ) : null
      }
    />
  );
}

export function SearchResults({ result }: { result: SearchResult }) {
  useOverCollectionChecks(result.customers.items);
  return (
    <>
      <ResultGroup title="Customers" group={result.customers} columns={customerResultColumns} />
      <ResultGroup
        title="Subscriptions"
        group={result.subscriptions}
        columns={subscriptionResultColumns}
      />
      <ResultGroup title="Invoices" group={result.invoices} columns={invoiceResultColumns} />
    </>
  );
}
