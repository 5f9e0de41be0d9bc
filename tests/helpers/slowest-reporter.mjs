/**
 * A node:test reporter, used beside `spec` (plain JS: node loads reporters before tsx): after the run it
 * prints the slowest tests (wall time each; 20, or SLOWEST_TESTS), the layer's wall time, and the failed
 * tests again, so the last lines of a CI log still name them.
 */
import path from 'node:path';
import process from 'node:process';

/**
 * node:test's reporter interface: reads the run's events, yields the text to print.
 * @param {AsyncIterable<{type: string, data: any}>} source
 */
export default async function* slowestReporter(source) {
  const timed = [];
  const failed = [];
  for await (const {type, data} of source) {
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    const file = path.relative(process.cwd(), data.file ?? '');
    // A file run in a process of its own is reported as a test named after the file.
    const whole = data.nesting === 0 && data.file && data.name === data.file;
    if (type === 'test:fail') failed.push(whole ? file : `${file} › ${data.name}`);
    if (!whole && data.details?.type !== 'suite')
      timed.push({name: `${file} › ${data.name}`, ms: data.details?.duration_ms ?? 0});
  }
  const top = [...timed].sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.SLOWEST_TESTS) || 20);
  yield `\nSlowest ${top.length} of ${timed.length} tests (wall):\n`;
  for (const t of top) yield `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.name}\n`;
  const layer = process.env.npm_lifecycle_event ?? 'this run';
  yield `${layer}: ${process.uptime().toFixed(0)} s wall\n`;
  for (const name of failed) yield `failed: ${name}\n`;
}
