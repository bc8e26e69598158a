/**
 * A base URL from configuration without the `/` it may end with, so paths join with one slash.
 * A loop, not `/\/+$/`: that expression is polynomial on a run of slashes not at the end (the
 * ReDoS check in tooling/redos-check flags it), and a configured value is input too.
 * @example withoutTrailingSlashes('https://collector.example:4318//') // 'https://collector.example:4318'
 */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}
