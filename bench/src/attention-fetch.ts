/**
 * `GET /api/attention` as the bench asks it: a 429 (the list's per-person rate, one a second
 * after a burst of ten) is waited out for its `Retry-After` and not timed, so the figure is the
 * answer's time and never the rate limit's.
 */

const HEADERS = { 'X-CSRF': '1' };

export async function timedAttention<Page>(baseUrl: string): Promise<{ page: Page; ms: number }> {
  for (;;) {
    const at = performance.now();
    const response = await fetch(`${baseUrl}/api/attention`, { headers: HEADERS });
    if (response.status === 429) {
      await response.body?.cancel();
      const seconds = Number(response.headers.get('Retry-After') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (!response.ok) throw new Error(`GET /api/attention answered ${response.status}`);
    const page = (await response.json()) as Page;
    return { page, ms: performance.now() - at };
  }
}
