import { createRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '../features/auth/not-authorized-page';
import { NOT_AUTHORIZED_PATH } from './paths';
import { rootRoute } from './root-route';

/** Where the BFF sends someone who signed in but is not on the staff list. */
export const notAuthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: NOT_AUTHORIZED_PATH,
  component: NotAuthorizedPage,
});
