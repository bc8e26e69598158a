/**
 * The BFF's own upstream rate limits, raised out of the way: the bench measures what the BFF
 * costs, and checks the limits separately (the limiter row of the report).
 */
export const UNLIMITED = { EP_MAX_IN_FLIGHT: '1000', EP_MAX_RPS: '100000' };

/** The load generator is one client address: the per-address connection cap would refuse it. */
export const ONE_LOAD_CLIENT = { HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0' };
