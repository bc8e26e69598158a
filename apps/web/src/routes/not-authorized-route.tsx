import { createRoute } from '@tanstack/react-router';
import { NOT_AUTHORIZED_PATH } from '../addresses/paths';
import { NotAuthorizedPage } from '../features/auth/not-authorized-page';
import { rootRoute } from './root-route';

/** Where the BFF sends someone who signed in but is not on the staff list. */
export const notAuthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: NOT_AUTHORIZED_PATH,
  component: NotAuthorizedPage,
});
