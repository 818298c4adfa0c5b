/**
 * CPU time and memory of other processes on this machine, read from Linux's /proc: the bench
 * server (a child process) and its embedded PostgreSQL, whose costs process.cpuUsage cannot see.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** /proc reports CPU times in clock ticks of USER_HZ, which Linux fixes at 100 a second. */
const MS_PER_TICK = 10;

/** The fields of /proc/<pid>/stat after the command name (which may itself hold spaces). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // the process has gone
  }
}

/** CPU (user + system, ms) a running process has used so far. */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  // After the name: state, ppid, ..., utime (14th field of the line) and stime (15th).
  return fields ? (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK : 0;
}

/**
 * CPU (ms) used so far by a PostgreSQL server: its postmaster, the children that have ended (which
 * the kernel adds to their parent's cutime and cstime) and the backends and workers still running.
 */
export function postgresCpuMs(postmasterPid: number): number {
  const own = statFields(postmasterPid);
  if (!own) return 0;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === postmasterPid)
      ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * MS_PER_TICK;
}

/** A process's resident set now and at its peak (VmRSS and VmHWM), in MB. */
export function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
