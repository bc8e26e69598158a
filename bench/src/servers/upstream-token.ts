/** What the bench's own proxy (naive) is started with. */
export interface ProxyConfig {
  /** The simulator's origin, e.g. http://127.0.0.1:4010 */
  upstream: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The bench's own proxy takes one token from the simulator at startup, before `pnpm bench`
 * starts counting the BFF's token requests.
 */
export async function upstreamToken(config: ProxyConfig): Promise<string> {
  const response = await fetch(`${config.upstream}/oauth/access_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return token;
}
