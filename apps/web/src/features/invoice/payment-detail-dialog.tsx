/**
 * One attempt in detail, as a side panel (a modal `<dialog>`, named "Payment details"). The URL's
 * `payment={id}` opens it, so a link to it can be shared; Escape or Close removes it, and focus
 * returns to the payment's row. The payment itself is usually already on screen (the table's
 * row), so the panel opens at once; the payment run (job) comes from the details request, which
 * hovering or focusing the row has often made already.
 */
import type { Payment } from '@pc/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { isApiRequestError } from '../../api/api-error';
import { paymentDetailQueryOptions } from '../../api/invoice-queries';
import { StateCard } from '../../components/state-card';
import { rowElement } from '../payments/use-row-navigation';
import { PaymentDetailBody } from './payment-detail-body';
import type { AttemptInfo } from './payment-detail-fields';

export function PaymentDetailDialog({
  invoiceId,
  paymentId,
  payment,
  attempt,
  zone,
  onClose,
}: {
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

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Back to the row the panel was opened from (or that a shared link named), once it is gone.
  useEffect(
    () => () => {
      window.requestAnimationFrame(() => rowElement(paymentId)?.focus());
    },
    [paymentId],
  );

  const error = isApiRequestError(detail.error) ? detail.error : null;
  return (
    <dialog
      ref={dialog}
      className="detail-panel"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the URL closes the panel, so Back and Forward agree with what is shown.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="detail-panel__header">
        <h2 id={titleId} className="detail-panel__title">
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
  );
}
