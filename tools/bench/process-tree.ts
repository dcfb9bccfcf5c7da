import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of a process in KiB (0 when it is gone). */
function residentKiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    // The command name may hold spaces: the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

/** A process and all its descendants (Linux /proc). */
export function processTree(root: number): number[] {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** Resident memory of a process tree, in MiB, with the count of its processes. */
export function treeResidentMiB(root: number): { mib: number; processes: number } {
  const tree = processTree(root);
  const kib = tree.reduce((sum, pid) => sum + residentKiB(pid), 0);
  return { mib: Math.round((kib / 1024) * 10) / 10, processes: tree.length };
}
