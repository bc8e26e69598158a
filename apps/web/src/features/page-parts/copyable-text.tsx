import { CopyButton } from '../../components/copy-button';

/** A value shown whole (an email, a company, a reference) with a button that copies it. */
export function CopyableText({
  value,
  label,
  mono = false,
}: {
  value: string;
  /** What the button copies, in its name: "Copy {label}". */
  label: string;
  mono?: boolean;
}) {
  return (
    <span className="copyable">
      <span className={mono ? 'copyable__text mono' : 'copyable__text'}>{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  );
}
