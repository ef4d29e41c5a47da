// Resident memory of a measured process, read from Linux /proc. A Folio build is one process
// (its workers are threads), so its VmHWM says it all; a webpack build also forks worker
// processes (terser, for one), whose memory counts towards what the machine must have.
import { readdirSync, readFileSync } from 'node:fs';

/** A `/proc/<pid>/status` memory field (`VmHWM`, `VmRSS`) in bytes; undefined once the process is gone. */
export function statusBytes(pid: number, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Parent pid of every live process. */
function parents(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces: state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byPid.set(Number(name), ppid);
    } catch {
      // Exited while listed.
    }
  }
  return byPid;
}

/** VmRSS of `rootPid` and all its descendants, summed, in bytes (0 once it has exited). */
export function processTreeRss(rootPid: number): number {
  const byPid = parents();
  const tree = new Set([rootPid]);
  // Children may be listed before their parent: repeat until no process joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of byPid) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) total += statusBytes(pid, 'VmRSS') ?? 0;
  return total;
}
