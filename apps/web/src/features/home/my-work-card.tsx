/**
 * On the home page, first for an agent who has cases: how many outstanding invoices are theirs
 * and how many are due today, with the way to My work. Nothing shows for someone without cases
 * (or while the team's records cannot be read): the search stays what the page is for.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MY_WORK_PATH } from '../../addresses/paths';
import { attentionQueryOptions } from '../../api/attention-queries';
import { formatCount } from '../../lib/counts';

export function MyWorkCard() {
  const mine = useQuery(attentionQueryOptions({ owner: 'me' }));
  const rows = mine.data?.casesUnavailable ? [] : (mine.data?.rows ?? []);
  if (rows.length === 0) return null;
  const due = rows.filter((row) => row.case.followUpDue || row.case.state === 'promise-broken');
  return (
    <section className="card demo-card my-work-card" aria-labelledby="my-work-title">
      <h2 id="my-work-title" className="card__title">
        My work
      </h2>
      <p className="card__subtitle">
        {formatCount(rows.length)} outstanding {rows.length === 1 ? 'invoice is' : 'invoices are'}{' '}
        yours; {formatCount(due.length)} due today or with a promise broken.
      </p>
      <Link to={MY_WORK_PATH} className="button button--primary">
        Open My work
      </Link>
    </section>
  );
}
