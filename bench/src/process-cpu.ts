/**
 * CPU time a process has used (user + system), from /proc on Linux; null elsewhere. Dividing it
 * by the requests served gives CPU per request, which explains a throughput ratio better than
 * wall-clock numbers on a shared 2-core machine.
 */
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on every mainstream Linux build.

export function processCpuMs(pid: number): number | null {
  if (process.platform !== 'linux') return null;
  if (pid === process.pid) {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}
