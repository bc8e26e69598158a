import { attentionRoute } from './attention-route';
import { customerRoute } from './customer-route';
import { homeRoute } from './home-route';
import { invoiceRoute, nestedInvoiceRoute } from './invoice-routes';
import { myWorkRoute } from './my-work-route';
import { notAuthorizedRoute } from './not-authorized-route';
import { rootRoute } from './root-route';
import { searchRoute } from './search-route';
import { subscriptionRoute } from './subscription-route';

/** Every address the app answers; anything else is the root's "Page not found". */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  searchRoute,
  attentionRoute,
  myWorkRoute,
  customerRoute,
  subscriptionRoute,
  nestedInvoiceRoute,
  invoiceRoute,
  notAuthorizedRoute,
]);
