/**
 * A link to another page of the console by its address (`/customers/{id}`,
 * `/subscriptions/{id}`), followed in the app like any router link, and carrying the time-zone
 * choice along. Those pages' routes are built beside this one; an address is all this page needs
 * to know of them.
 */
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTimeZone } from '../../lib/use-time-zone';

export function PageLink({
  path,
  className,
  children,
}: {
  path: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const { choice } = useTimeZone();
  const href = choice === 'utc' ? `${path}?tz=utc` : path;
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        const plain =
          event.button === 0 &&
          !event.metaKey &&
          !event.ctrlKey &&
          !event.shiftKey &&
          !event.altKey;
        if (!plain || event.defaultPrevented) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
