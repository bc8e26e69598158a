/**
 * A promise to pay: by a UTC date, and optionally how much, typed as money in the invoice's
 * currency and sent as exact minor units (money-input.ts). A typo in the amount is said beside
 * the box and nothing is sent; what is typed stays until the promise is kept.
 */
import type { Case } from '@pc/contract';
import { useId, useState } from 'react';
import { promiseText } from './case-wording';
import { parseMoneyInput } from './money-input';
import type { CaseEdit } from './use-case-change';

export function PromiseEditor({
  work,
  currency,
  saving,
  onSave,
}: {
  work: Case;
  /** The invoice's currency; null while unknown (awaiting tax): a date alone can be promised. */
  currency: string | null;
  saving: boolean;
  onSave: (edit: CaseEdit) => Promise<boolean>;
}) {
  const id = useId();
  const [on, setOn] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const date = on ?? work.promise?.on ?? '';

  const record = () => {
    let minor: string | null = null;
    if (amount.trim() !== '' && currency !== null) {
      const read = parseMoneyInput(amount, currency);
      if ('problem' in read) {
        setProblem(`The amount ${read.problem}.`);
        return;
      }
      minor = read.minor;
    }
    setProblem(null);
    const promised = minor && currency ? { amount: minor, currency } : null;
    void onSave({ promise: { on: date, amount: promised } }).then((kept) => {
      if (!kept) return;
      setOn(null);
      setAmount('');
    });
  };

  return (
    <div className="case-field case-promise">
      <p className="case-field__value">
        <span className="case-field__term">Promise to pay</span>{' '}
        <strong>{work.promise ? promiseText(work.promise) : 'None'}</strong>
      </p>
      <div className="case-field__controls">
        <label htmlFor={`${id}-on`}>Promised by (UTC)</label>
        <input
          id={`${id}-on`}
          type="date"
          className="input"
          value={date}
          onChange={(event) => setOn(event.target.value)}
        />
        {currency ? (
          <>
            <label htmlFor={`${id}-amount`}>Amount in {currency} (optional)</label>
            <input
              id={`${id}-amount`}
              className="input case-promise__amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                setAmount(event.target.value);
                setProblem(null);
              }}
            />
          </>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          disabled={saving || date === ''}
          onClick={record}
        >
          Record promise
        </button>
        {work.promise ? (
          <button
            type="button"
            className="link-button"
            disabled={saving}
            onClick={() => void onSave({ promise: null })}
          >
            Clear promise
          </button>
        ) : null}
      </div>
      {problem ? (
        <p className="case-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
