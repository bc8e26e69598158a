/** What the payment details panel says about the attempt's place in the invoice's attempts. */
import type { AttemptPosition } from './payment-summary';

/** Where the attempt stands; `unknown` says why the number cannot be given. */
export type AttemptInfo =
  | { known: true; position: AttemptPosition }
  | { known: false; why: string };
