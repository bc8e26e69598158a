/** The soak's table and its verdicts (printed as Markdown, like the bench's). */
import { PHASES } from './fault-matrix.ts';

export type WindowKind = 'fault' | 'between' | 'recovery';
export type PhaseCounts = Record<WindowKind, Map<number, number>>;

export interface SoakSummary {
  counts: PhaseCounts[];
  total: number;
  seconds: number;
  concurrency: number;
  tokenRequests: number;
  revocations: number;
  rssBefore: number;
  rssAfter: number;
}

const show = (m: Map<number, number>) =>
  [...m]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'network error' : status} × ${n.toLocaleString('en')}`)
    .join(', ') || '–';

const only = (m: Map<number, number>, allowed: number[]) =>
  [...m.keys()].every((status) => allowed.includes(status));

/** @returns whether every check passed */
export function printSoakReport(s: SoakSummary): boolean {
  const rows: string[] = [];
  let statusesOk = true;
  let recoveriesOk = true;
  for (const [i, phase] of PHASES.entries()) {
    const c = s.counts[i];
    if (!c) continue;
    const next = PHASES[i + 1]?.expected ?? [];
    const faultOk = only(c.fault, phase.expected);
    const betweenOk = only(c.between, [...phase.expected, 200, ...next]);
    const recoveryOk = c.recovery.size > 0 && only(c.recovery, [200]);
    statusesOk &&= faultOk && betweenOk;
    recoveriesOk &&= recoveryOk;
    rows.push(
      `| ${phase.name} | ${phase.expected.join(', ')} | ${show(c.fault)} | ${show(c.between)} | ${show(c.recovery)} | ${faultOk && betweenOk && recoveryOk ? 'pass' : '**FAIL**'} |`,
    );
  }
  // Custody: one token, plus one per revocation. The bound is ≤ 10 per 20 s.
  const tokenBound = 1 + s.revocations;
  const tokensOk = s.tokenRequests <= tokenBound && s.tokenRequests <= (10 * s.seconds) / 20;
  const growth = (s.rssAfter - s.rssBefore) / s.rssBefore;
  const memoryOk = Math.abs(growth) <= 0.2;
  const verdict = (ok: boolean) => (ok ? 'pass' : '**FAIL**');
  const lines = [
    `### Soak: ${s.seconds.toFixed(0)} s at concurrency ${s.concurrency}, ${s.total.toLocaleString('en')} requests`,
    '',
    '| fault (on the payment lists) | mapped to | under the fault | settling (in flight at a change) | recovery window | result |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '| check | actual | bound | result |',
    '| --- | ---: | --- | --- |',
    `| every status as the error mapping defines | ${statusesOk ? 'yes' : 'no'} | – | ${verdict(statusesOk)} |`,
    `| every recovery window all 200 | ${recoveriesOk ? 'yes' : 'no'} | – | ${verdict(recoveriesOk)} |`,
    `| token requests | ${s.tokenRequests} | ≤ ${tokenBound} (1 + ${s.revocations} revocation); issue: ≤ 10 per 20 s | ${verdict(tokensOk)} |`,
    `| BFF resident memory, before → after | ${s.rssBefore} MB → ${s.rssAfter} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %) | within ±20 % | ${verdict(memoryOk)} |`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return statusesOk && recoveriesOk && tokensOk && memoryOk;
}
