import { homeRoute } from './home-route';
import { notAuthorizedRoute } from './not-authorized-route';
import { paymentsRoute } from './payments-route';
import { rootRoute } from './root-route';

/** Every address the app answers; anything else is the root's "Page not found". */
export const routeTree = rootRoute.addChildren([homeRoute, paymentsRoute, notAuthorizedRoute]);
