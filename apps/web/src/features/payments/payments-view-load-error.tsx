/**
 * The payments route's error component: in practice its code (a separate chunk) failed to
 * download. Try again has the router load the route again, chunk included.
 */
import { useRouter } from '@tanstack/react-router';
import { StateCard } from '../../components/state-card';

export function PaymentsViewLoadError() {
  const router = useRouter();
  return (
    <StateCard
      title="The invoice page did not load"
      tone="error"
      action={
        <button
          type="button"
          className="button button--primary"
          onClick={() => void router.invalidate()}
        >
          Try again
        </button>
      }
    >
      <p>Its code could not be downloaded. Check the connection, then try again.</p>
    </StateCard>
  );
}
