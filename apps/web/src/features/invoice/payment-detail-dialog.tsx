/**
 * One attempt in detail, as a side panel (a `<dialog>` named "Payment details"). The URL's
 * `payment={id}` opens it, so a link to it can be shared; Escape, Close or a click beside it
 * removes it, and focus returns to the payment's row. The payment itself is usually already on
 * screen (the table's row), so the panel opens at once; the payment run (job) comes from the
 * details request, which hovering or focusing the row has often made already.
 *
 * Modal the ARIA way (`aria-modal`, focus kept inside, a backdrop that takes the clicks) rather
 * than with `showModal()`: that makes the whole page inert, and restyling a 100-row table for it
 * cost ~25 ms of the 50 ms budget for opening the panel on the reference machine.
 */
import type { Payment } from '@pc/contract';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { isApiRequestError } from '../../api/api-error';
import { paymentDetailQueryOptions } from '../../api/invoice-queries';
import { paymentView, useReportView } from '../../api/use-report-view';
import { rowElement } from '../../components/data-table/row-navigation';
import { StateCard } from '../../components/state-card';
import type { AttemptInfo } from './attempt-info';
import { PaymentDetailBody } from './payment-detail-body';

export function PaymentDetailDialog({
  invoiceId,
  paymentId,
  payment,
  attempt,
  ticket,
  zone,
  onClose,
}: {
  ticket: string | null;
  invoiceId: string;
  paymentId: string;
  /** The payment as the table holds it, if it is loaded. */
  payment: Payment | undefined;
  attempt: AttemptInfo;
  zone: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const detail = useQuery({
    ...paymentDetailQueryOptions(invoiceId, paymentId),
    retryOnMount: false,
  });
  const shown = payment ?? detail.data?.payment;
  useReportView(paymentView(invoiceId, paymentId, detail.data !== undefined));

  const title = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.show();
    // The panel's name is read first; Tab then goes to its controls.
    title.current?.focus();
    return () => element?.close();
  }, []);

  // Escape closes the panel wherever the focus is (a click on the backdrop leaves it on <body>).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Back to the row the panel was opened from (or that a shared link named), once it is gone.
  useEffect(
    () => () => {
      window.requestAnimationFrame(() => rowElement(document, paymentId)?.focus());
    },
    [paymentId],
  );

  const error = isApiRequestError(detail.error) ? detail.error : null;
  return (
    <>
      {/* Takes the clicks beside the panel: a click there closes it, as Escape does. */}
      <div className="detail-backdrop" aria-hidden="true" onClick={onClose} />
      <dialog
        ref={dialog}
        className="detail-panel"
        aria-labelledby={titleId}
        aria-modal="true"
        onKeyDown={keepFocusInside}
      >
        <div className="detail-panel__header">
          <h2 id={titleId} ref={title} className="detail-panel__title" tabIndex={-1}>
            Payment details
          </h2>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
        {shown ? (
          <PaymentDetailBody
            payment={shown}
            job={detail.data?.job}
            jobState={detail.isPending ? 'loading' : error ? 'error' : 'ready'}
            attempt={attempt}
            ticket={ticket}
            zone={zone}
          />
        ) : error ? (
          <StateCard
            title={error.status === 404 ? 'Payment not found' : 'Could not load the payment'}
            tone="warning"
          >
            <p>{error.detail}</p>
          </StateCard>
        ) : (
          <p role="status" className="detail-panel__loading">
            Loading payment…
          </p>
        )}
      </dialog>
    </>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the panel's controls and never leave it while it is open. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !event.currentTarget.contains(active) || active === event.currentTarget;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
