/**
 * What a command costs (Linux, /proc): wall time; CPU time, user + sys of every process it reaped, from this
 * process's `cutime`/`cstime` (exact, so measure one command at a time); peak RSS of its tree, every 100 ms.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';

/** Wall time and user + sys CPU time, ms; the largest RSS sum of the process tree, bytes. */
export type CommandCost = {wallMs: number; cpuMs: number; peakRssBytes: number};

const conf = (name: string, fallback: number) =>
  Number(spawnSync('getconf', [name], {encoding: 'utf8'}).stdout.trim()) || fallback;
const CLOCK_TICKS = conf('CLK_TCK', 100);
const PAGE_SIZE = conf('PAGESIZE', 4096);
/** The fields of /proc/`pid`/stat after `(comm)`: [0] is field 3 (state). */
const stat = (pid: number | 'self') => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');

/** RSS of `pid` and of each of its descendants, bytes by pid. */
export function treeRss(pid: number): Map<number, number> {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const fields = stat(Number(entry));
      children.set(Number(fields[1]), [...(children.get(Number(fields[1])) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * PAGE_SIZE);
    } catch {
      // it ended while we looked
    }
  }
  const tree = new Map<number, number>();
  for (const stack = [pid]; stack.length;) {
    const p = stack.pop()!;
    if (rss.has(p)) tree.set(p, rss.get(p)!);
    stack.push(...(children.get(p) ?? []));
  }
  return tree;
}

/** CPU time of this process's reaped children, ms (cutime + cstime, fields 16 and 17). */
const childrenCpuMs = () => ((Number(stat('self')[13]) + Number(stat('self')[14])) * 1000) / CLOCK_TICKS;

/** Runs `command args` in `options.cwd`, `options.env` added, and measures it. @throws Error if it fails. */
export async function measureCommand(
  command: string,
  args: string[],
  options: {cwd: string; env?: Record<string, string>},
): Promise<CommandCost> {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const env = {...process.env, ...options.env};
  const child = spawn(command, args, {cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (d) => (output = (output + d).slice(-4000)));
  let peakRssBytes = 0;
  const total = () => [...treeRss(child.pid!).values()].reduce((a, b) => a + b, 0);
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, total())), 100);
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearInterval(sampler);
  if (code !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${code} in ${options.cwd}:\n${output}`);
  return {wallMs: performance.now() - started, cpuMs: childrenCpuMs() - cpuBefore, peakRssBytes};
}
