/** Placeholders while a view's data loads: a whole page, or one table. */

const SKELETON_ROWS = ['r1', 'r2', 'r3', 'r4'];
const SKELETON_CELLS = ['c1', 'c2', 'c3', 'c4', 'c5'];

/** A table's place while its rows load. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <section className="card table-card" aria-busy="true" aria-label={label}>
      <div className="skeleton-table" aria-hidden="true">
        {SKELETON_ROWS.map((row) => (
          <div key={row} className="skeleton-row">
            {SKELETON_CELLS.map((cell) => (
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
