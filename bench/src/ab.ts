/**
 * `pnpm bench:ab <other-checkout> [--rounds N] [--b-node-args "…"]`: an A/B of the BFF's CPU per
 * page. A is this checkout's BFF, B the BFF of another checkout of this repository (a git
 * worktree at another commit, with its own `pnpm install`). Both run as `pnpm bench` runs the
 * BFF, against one simulator, and are loaded in interleaved 1 s slices at concurrency 10 and 100
 * so that the machine's noise weighs on both alike. This is how a mechanism that exists only
 * for speed earns its place: it stays if it saves ≥ 5 % of the BFF's CPU per page
 * (docs/performance.md).
 */
import '@pc/node/require-24';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchData, benchInvoice } from './bench-data.ts';
import { interleavedLoad, type LoadTarget, medianSliceRatio } from './load.ts';
import { startServerProcess } from './server-process.ts';
import { CREDENTIALS } from './simulator-control.ts';
import { bffPath, COMMON_HEADERS } from './targets.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '10' },
    'b-node-args': { type: 'string', default: '' },
  },
});
const other = positionals[0];
if (!other) {
  process.stderr.write('usage: pnpm bench:ab <other-checkout> [--rounds N] [--b-node-args "…"]\n');
  process.exit(2);
}
const rounds = Number(values.rounds);
const invoice = benchInvoice(benchData());
const simulator = await startServerProcess('simulator', {});
const config = { upstream: simulator.url, ...CREDENTIALS, webDist: null };
const a = await startServerProcess('bff', config);
const b = await startServerProcess('bff', config, {
  benchDir: resolve(other, 'bench'),
  nodeArgs: values['b-node-args'].split(' ').filter(Boolean),
});
try {
  const target = (name: string, pid: number, url: string): LoadTarget => ({
    name,
    url,
    pathOf: (page) => bffPath(invoice, page),
    headers: COMMON_HEADERS,
    watch: { target: pid },
  });
  const targets = [target('A', a.pid, a.url), target('B', b.pid, b.url)];
  const lines = [
    `A: this checkout · B: ${resolve(other)} ${values['b-node-args']}`.trim(),
    '',
    '| conc. | A req/s | B req/s | B/A req/s | A CPU µs/page | B CPU µs/page | B − A CPU | failed |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const connections of [10, 100]) {
    process.stderr.write(`[ab] concurrency ${connections}: ${rounds} rounds of 1 s each\n`);
    const measured = await interleavedLoad(targets, {
      connections,
      rounds,
      sliceSeconds: 1,
      warmupSeconds: 1,
    });
    const [ra, rb] = [measured.get('A'), measured.get('B')];
    if (!ra || !rb) throw new Error('a target was not measured');
    const [ca, cb] = [ra.cpuMicrosPerRequest.target ?? 0, rb.cpuMicrosPerRequest.target ?? 0];
    const change = `${cb >= ca ? '+' : ''}${(((cb - ca) / ca) * 100).toFixed(1)} %`;
    lines.push(
      `| ${connections} | ${ra.requestsPerSecond} | ${rb.requestsPerSecond} | ${medianSliceRatio(rb, ra).toFixed(2)} | ${ca} | ${cb} | ${change} | ${ra.failures + rb.failures} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await Promise.all([a.close(), b.close(), simulator.close()]);
}
