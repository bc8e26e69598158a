/**
 * Where someone lands who signed in but is not on the staff list (the BFF sends them here and
 * gives them no session). Offers another account: the IdP is asked to show its login again.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { appInfoQueryOptions } from '../../api/app-info-query';
import { signInUrl } from '../../api/auth-redirect';
import { StateCard } from '../../components/state-card';
import { useHeadingFocus } from '../../page-focus/heading-focus';
import { usePageTitle } from '../page-parts/page-states';

export function NotAuthorizedPage() {
  const loginUrl = useQuery(appInfoQueryOptions()).data?.auth.loginUrl;
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  usePageTitle('Not authorized');
  return (
    <div className="page">
      <StateCard
        title="You are not on the staff list"
        level={1}
        headingRef={heading}
        tone="warning"
        action={
          loginUrl ? (
            <a className="button button--primary" href={signInUrl(loginUrl, '/', 'login')}>
              Use a different account
            </a>
          ) : null
        }
      >
        <p>
          You are signed in, but this account may not see payments in Payments Console. Ask your
          team lead to add you to the staff list, or sign in with your work account.
        </p>
      </StateCard>
    </div>
  );
}
