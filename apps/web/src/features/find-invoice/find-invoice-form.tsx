/**
 * Subscription ID + invoice ID → the payments view. Validation is local and immediate: a
 * malformed id never costs a request (or upstream rate limit). Wrapping that comes with a paste
 * (spaces, braces, quotes) is removed rather than reported.
 */
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { checkIdInput } from '../../lib/ids';
import { PAYMENTS_PATH } from '../../routes/paths';

type Field = 'subscriptionId' | 'invoiceId';

const FIELD_NAMES: Record<Field, string> = {
  subscriptionId: 'subscription ID',
  invoiceId: 'invoice ID',
};

export function FindInvoiceForm() {
  const [values, setValues] = useState<Record<Field, string>>({
    subscriptionId: '',
    invoiceId: '',
  });
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = {
    subscriptionId: useRef<HTMLInputElement>(null),
    invoiceId: useRef<HTMLInputElement>(null),
  };

  function validate(field: Field, value: string) {
    const result = checkIdInput(value, FIELD_NAMES[field]);
    setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.message }));
    return result;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const subscription = validate('subscriptionId', values.subscriptionId);
    const invoice = validate('invoiceId', values.invoiceId);
    if (!subscription.ok) {
      inputs.subscriptionId.current?.focus();
      return;
    }
    if (!invoice.ok) {
      inputs.invoiceId.current?.focus();
      return;
    }
    void navigate({
      to: PAYMENTS_PATH,
      params: { subscriptionId: subscription.value, invoiceId: invoice.value },
    });
  }

  return (
    <form className="find-form" onSubmit={onSubmit} noValidate>
      {(['subscriptionId', 'invoiceId'] as const).map((field) => (
        <IdField
          key={field}
          field={field}
          inputRef={inputs[field]}
          value={values[field]}
          error={errors[field]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
            // Clear a shown error as soon as the value becomes valid; do not nag while typing.
            if (errors[field] && checkIdInput(value, FIELD_NAMES[field]).ok) {
              setErrors((current) => ({ ...current, [field]: undefined }));
            }
          }}
          onBlur={(value, next) => {
            // Leaving for the submit button: the submit validates both fields. Validating here
            // would show a message that pushes the button down mid-click, and the click is lost.
            if (next instanceof HTMLButtonElement && next.type === 'submit') return;
            if (value.trim() !== '') validate(field, value);
          }}
        />
      ))}
      <button type="submit" className="button button--primary find-form__submit">
        Show payments
      </button>
    </form>
  );
}

function IdField({
  field,
  inputRef,
  value,
  error,
  onChange,
  onBlur,
}: {
  field: Field;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** `next` is the element taking the focus, if any. */
  onBlur: (value: string, next: EventTarget | null) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const label = field === 'subscriptionId' ? 'Subscription ID' : 'Invoice ID';
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={field}
        className="input mono"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(event.target.value, event.relatedTarget)}
        placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <p id={errorId} className="field__error" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
