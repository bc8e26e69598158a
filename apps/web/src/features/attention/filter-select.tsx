/** A labelled select whose choice is a filter written to the URL; the first option is "all". */
import { useId } from 'react';

export function FilterSelect<T extends string>({
  label,
  all,
  value,
  choices,
  labels,
  onChange,
}: {
  label: string;
  all: string;
  value: T | undefined;
  choices: readonly T[];
  labels: Readonly<Record<T, string>>;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="attention-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value ?? ''}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice === event.target.value);
          onChange(chosen);
        }}
      >
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
