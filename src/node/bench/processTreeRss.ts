// Resident memory of a process and everything it started. A Folio build is one process (its
// workers are threads), so its VmHWM says it all; a webpack build also forks worker processes
// (terser, for one), whose memory counts towards what the machine must have.
import { readdirSync, readFileSync } from 'node:fs';

/** Parent pid of every live process (Linux /proc). */
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

function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
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
  for (const pid of tree) total += residentBytes(pid);
  return total;
}
