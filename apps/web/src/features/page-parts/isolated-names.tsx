/**
 * Names from Elastic Path joined with " · ", each isolated (`bdi`): a right-to-left override
 * (U+202E) in one name must not reorder the separator or the names beside it.
 */
export function IsolatedNames({ names }: { names: readonly (string | null)[] }) {
  return names
    .filter((name): name is string => Boolean(name))
    .map((name, index) => (
      <span key={`${index}:${name}`}>
        {index > 0 ? ' · ' : null}
        <bdi>{name}</bdi>
      </span>
    ));
}
