// Test helper for the admin CLI: one `npm run admin -- …` command as a child process, with what it
// printed and its exit code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { childProcessEnv } from '../../config';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface AdminOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the admin CLI with `args` in the repository root, the environment being `env` over the test process's. */
export function runAdmin(args: string[], env: Record<string, string>): Promise<AdminOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/admin/admin.ts', ...args], {
      cwd: ROOT,
      env: childProcessEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
