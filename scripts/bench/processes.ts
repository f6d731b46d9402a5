import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The benches' child processes, to stop them all at the end. */
export const children: ChildProcess[] = [];

/** Starts a node process (scripts through tsx; compiled JavaScript as it is) and waits for its ready line. */
export function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const loader = args[0]?.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const child = spawn(process.execPath, [...nodeArgs, ...loader, ...args], {
      cwd: root,
      env,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    children.push(child);
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(ready);
      if (m) resolve({ child, match: m });
    });
    child.on('exit', (code) => {
      reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`));
    });
  });
}

/** CPU seconds (user + system) a child has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100 on Linux)
  } catch {
    return NaN;
  }
}

/** A process's descendants (children, grandchildren...) from /proc (Linux); empty elsewhere. */
export function descendants(pid: number | undefined): { pid: number; command: string }[] {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const found: { pid: number; command: string }[] = [];
  const visit = (p: number) => {
    const tasks = existsSync(`/proc/${p}/task`) ? readdirSync(`/proc/${p}/task`) : [];
    for (const tid of tasks) {
      for (const kid of read(`/proc/${p}/task/${tid}/children`).trim().split(/\s+/).filter(Boolean).map(Number)) {
        found.push({ pid: kid, command: read(`/proc/${kid}/comm`).trim() });
        visit(kid);
      }
    }
  };
  if (pid !== undefined) visit(pid);
  return found;
}
