// Runs the commands given, two at a time (CI has two cores; each `tsc -p`, ESLint and Prettier use one), in
// the order given (longest first packs the two lanes best), and prints each
// command's output whole once it ends, so the outputs do not interleave. Exits non-zero if any
// command failed, after all have run.
// Usage: node scripts/run-parallel.mjs "tsc -p domain" "tsc -p server" ...
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const AT_ONCE = 2;

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      process.stdout.write(`> ${command}${code === 0 ? '' : ` (exit code ${code})`}\n${output}`);
      resolve(code === 0);
    });
  });
}

let next = 0;
let failed = false;
async function lane() {
  while (next < commands.length) {
    const command = commands[next++];
    if (!(await run(command))) failed = true;
  }
}
await Promise.all(Array.from({ length: Math.min(AT_ONCE, commands.length) }, lane));
process.exit(failed ? 1 : 0);
