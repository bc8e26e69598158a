/**
 * On an invoice opened from a list (Needs attention or My work): its place in that list, the
 * invoices before and after it, and the way back, all under the list's own filters and order,
 * which the invoice's address keeps (`from=`). The list is the same query the list page made
 * (same key, in the cache), read again on focus like the list itself; next and previous keep
 * `from`, so a lead walks the whole list without going back to it.
 */
import { useQuery } from '@tanstack/react-query';
import { defaultParseSearch, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { attentionSearchSchema, serverFilterOf } from '../../addresses/attention-search';
import { ATTENTION_PATH, INVOICE_PATH, MY_WORK_PATH } from '../../addresses/paths';
import { attentionQueryOptions } from '../../api/attention-queries';
import { formatCount } from '../../lib/counts';
import { attentionRowsFor } from './attention-rows';
import { listNeighbours } from './list-neighbours';

/** The list an address names: which page, and its search as the list's route reads it. */
export function listOf(from: string) {
  const [path = '', query = ''] = from.split('?', 2);
  const kind = path === MY_WORK_PATH ? ('my-work' as const) : ('all' as const);
  const search = attentionSearchSchema.parse(defaultParseSearch(query ? `?${query}` : ''));
  const filter = serverFilterOf(kind === 'my-work' ? { ...search, owner: 'me' } : search);
  return { kind, search, filter };
}

export function ListWalk({ invoiceId, from }: { invoiceId: string; from: string }) {
  const list = useMemo(() => listOf(from), [from]);
  const query = useQuery(attentionQueryOptions(list.filter));
  const rows = useMemo(
    () => (query.data ? attentionRowsFor(query.data.rows, list.search) : []),
    [query.data, list.search],
  );
  const walk = listNeighbours(rows, (row) => row.invoice.id === invoiceId);
  const listName = list.kind === 'my-work' ? 'My work' : 'Needs attention';
  const step = (invoice: { id: string } | undefined, label: string, rel: string) =>
    invoice ? (
      <Link to={INVOICE_PATH} params={{ invoiceId: invoice.id }} search={{ from }} rel={rel}>
        {label}
      </Link>
    ) : (
      <span className="muted">{label}</span>
    );

  return (
    <nav className="list-walk" aria-label={`Walk the list: ${listName}`}>
      <Link to={list.kind === 'my-work' ? MY_WORK_PATH : ATTENTION_PATH} search={list.search}>
        Back to {listName}
      </Link>
      {walk ? (
        <>
          {step(walk.previous?.invoice, 'Previous invoice', 'prev')}
          <span>
            {formatCount(walk.position)} of {formatCount(walk.total)}
          </span>
          {step(walk.next?.invoice, 'Next invoice', 'next')}
        </>
      ) : query.data ? (
        <span className="muted">This invoice is no longer in the list.</span>
      ) : null}
    </nav>
  );
}
