/**
 * Simulator mode only: searches that find the demo seed's customers, one per way of searching
 * (an email as stored, part of a company name, a subscription reference). The BFF's app info
 * lists demo invoices but no demo customers, so these name the seed's own data.
 */
import { Link } from '@tanstack/react-router';
import { SEARCH_PATH } from '../../addresses/paths';

const DEMO_SEARCHES = [
  { q: 'Ron.Swanson+billing@Example.com', what: 'an email, as stored' },
  { q: 'Globex', what: 'part of a company name' },
  { q: 'acme-cloud-001', what: 'a subscription reference' },
  { q: 'Ron Swanson', what: 'a person’s full name' },
];

export function DemoSearches() {
  return (
    <section className="card demo-card" aria-labelledby="demo-searches-title">
      <h2 id="demo-searches-title" className="card__title">
        Demo customers
      </h2>
      <p className="card__subtitle">Searches that find the simulator’s demo customers.</p>
      <ul className="demo-list">
        {DEMO_SEARCHES.map(({ q, what }) => (
          <li key={q}>
            <Link className="demo-list__link" to={SEARCH_PATH} search={{ q }}>
              <span className="demo-list__label">{q}</span>
              <span className="demo-list__id">{what}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
