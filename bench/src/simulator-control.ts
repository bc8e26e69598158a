/**
 * What the bench asks of the simulator while it runs: its counters, its latency, and a token
 * for the direct target. One interface, two implementations: over HTTP for the simulator child
 * process (`/__control`), and in-process for tests that hold the `Simulator` itself.
 */
import type { Simulator, SimulatorCounters } from '@pc/ep-simulator';

export const CREDENTIALS = { clientId: 'demo-client-id', clientSecret: 'demo-client-secret' };

export interface SimulatorControl {
  counters(): Promise<SimulatorCounters>;
  setLatency(ms: number): Promise<void>;
  /** Clears faults, latency and counters (their maxima included); tokens stay valid. */
  reset(): Promise<void>;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: simulator answered ${response.status}`);
  return response;
}

export function httpSimulatorControl(origin: string): SimulatorControl {
  return {
    counters: async () =>
      (await (
        await expectOk(await fetch(`${origin}/__control/counters`), 'counters')
      ).json()) as SimulatorCounters,
    setLatency: async (ms) => {
      const response = await fetch(`${origin}/__control/latency`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
      await expectOk(response, 'latency');
    },
    reset: async () => {
      const response = await fetch(`${origin}/__control/reset`, { method: 'POST' });
      await expectOk(response, 'reset');
    },
  };
}

export function inProcessSimulatorControl(sim: Simulator): SimulatorControl {
  return {
    counters: async () => ({ ...sim.counters }),
    setLatency: async (ms) => sim.setLatency(ms),
    reset: async () => sim.reset(),
  };
}

/** An access token straight from the simulator, for the direct target (it counts as one). */
export async function requestToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/oauth/access_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CREDENTIALS.clientId,
      client_secret: CREDENTIALS.clientSecret,
    }),
  });
  await expectOk(response, 'token');
  return ((await response.json()) as { access_token: string }).access_token;
}
