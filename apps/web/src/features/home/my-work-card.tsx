/**
 * On the home page, first for an agent who has cases: how many outstanding invoices are theirs
 * and how many are due, with the way to My work. It asks `GET /api/my-work` (the console's
 * database only; not the list, whose per-person rate a busy morning of home visits would use
 * up). Nothing shows for someone without cases, or while the team's records cannot be read: the
 * search stays what the page is for.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MY_WORK_PATH } from '../../addresses/paths';
import { myWorkQueryOptions } from '../../api/team-work-queries';
import { formatCount } from '../../lib/counts';

export function MyWorkCard() {
  const mine = useQuery({ ...myWorkQueryOptions(), refetchInterval: false, retry: false });
  const cases = mine.data?.cases ?? [];
  if (cases.length === 0) return null;
  const due = cases.filter((work) => work.followUpDue || work.state === 'promise-broken');
  return (
    <section className="card demo-card my-work-card" aria-labelledby="my-work-title">
      <h2 id="my-work-title" className="card__title">
        My work
      </h2>
      <p className="card__subtitle">
        {formatCount(cases.length)} open {cases.length === 1 ? 'case is' : 'cases are'} yours;{' '}
        {formatCount(due.length)} due today or with a promise broken.
      </p>
      <Link to={MY_WORK_PATH} className="button button--primary">
        Open My work
      </Link>
    </section>
  );
}
