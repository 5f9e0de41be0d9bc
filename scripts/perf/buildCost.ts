/**
 * What a command costs the machine: wall time, CPU time (user + sys of the command and every process it
 * waited for, e.g. terser workers and git) and peak memory of its whole process tree. Linux only (reads
 * /proc).
 *
 * CPU comes from the `cutime`/`cstime` fields of /proc/self/stat (children's times, added when they are
 * reaped), so it is exact, not sampled; measure one command at a time, since any other child this process
 * reaps meanwhile would be counted too. Peak memory is sampled: the sum of the RSS of the command's process
 * tree every 100 ms, maximum kept.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';

export interface CommandCost {
  wallMs: number;
  /** user + sys CPU time, ms */
  cpuMs: number;
  /** largest sum of resident memory of the command's process tree seen while it ran, bytes */
  peakRssBytes: number;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).stdout.trim()) || 100;
const PAGE_SIZE = Number(spawnSync('getconf', ['PAGESIZE'], {encoding: 'utf8'}).stdout.trim()) || 4096;

/** CPU time of this process's reaped children, ms. */
function childrenCpuMs(): number {
  // Fields after the `(comm)`: state is field 3; cutime and cstime are fields 16 and 17.
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS;
}

/** RSS of `pid` and of each of its descendants, bytes by pid. */
export function treeRss(pid: number): Map<number, number> {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * PAGE_SIZE);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = new Map<number, number>();
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    if (rss.has(p)) tree.set(p, rss.get(p)!);
    stack.push(...(children.get(p) ?? []));
  }
  return tree;
}

/** Sum of RSS over `pid` and all its descendants, bytes. */
export function treeRssBytes(pid: number): number {
  return [...treeRss(pid).values()].reduce((a, b) => a + b, 0);
}

/**
 * Runs a command to completion and measures it.
 * @param command executable, e.g. process.execPath
 * @param args its arguments
 * @param options.cwd working directory; options.env extra environment variables
 * @throws Error with the command's last output lines when it exits non-zero.
 */
export async function measureCommand(
  command: string,
  args: string[],
  options: {cwd: string; env?: Record<string, string>},
): Promise<CommandCost> {
  const cpuBefore = childrenCpuMs();
  const started = process.hrtime.bigint();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: {...process.env, ...options.env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-4000)));
  let peakRssBytes = 0;
  const sampler = setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, treeRssBytes(child.pid!));
  }, 100);
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearInterval(sampler);
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (code !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${code} in ${options.cwd}:\n${output}`);
  return {wallMs, cpuMs: childrenCpuMs() - cpuBefore, peakRssBytes};
}
