/** Placeholders while a view's data loads: one table, or a whole page around one. */

function keys(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);
}

/** A table's place while its rows load. */
export function TableSkeleton({
  label,
  status,
  toolbar = false,
  rows = 4,
  columns = 5,
}: {
  /** The card's accessible name. */
  label?: string;
  /** Said to screen readers while it shows. */
  status?: string;
  /** The shapes of a toolbar above the rows (the payments table has one). */
  toolbar?: boolean;
  rows?: number;
  columns?: number;
}) {
  return (
    <section className="card table-card" aria-busy="true" aria-label={label}>
      {status ? (
        <p className="visually-hidden" role="status">
          {status}
        </p>
      ) : null}
      {toolbar ? (
        <div className="table-toolbar" aria-hidden="true">
          <span className="skeleton skeleton--pill" />
          <span className="skeleton skeleton--button" />
        </div>
      ) : null}
      <div className="skeleton-table" aria-hidden="true">
        {keys('r', rows).map((row) => (
          <div key={row} className="skeleton-row">
            {keys('c', columns).map((cell) => (
              <span key={cell} className="skeleton skeleton--cell" />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

/** A whole page's place while its code or first data loads. */
export function PageSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      <div className="page-header" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
      </div>
      <TableSkeleton label="Loading" />
    </div>
  );
}
