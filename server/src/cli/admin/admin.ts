// Operator commands that need shell access (never exposed over HTTP):
//   npm run admin -- reset-password USERNAME [--generate]
// The new password is read from standard input (prompted without echo on a terminal, twice), or
// generated and printed once with --generate. Every session of the user ends, its failed sign-ins
// are forgotten, and it becomes an administrator if none is left.
import { createInterface } from 'node:readline';
import { MIN_PASSWORD } from '@staff-console/domain';
import { randomPassword } from '../../bootstrap';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrations';
import { findUserByUsername } from '../../accounts/users.repository';
import { resetPassword } from './reset-password';

const USAGE = 'Usage: npm run admin -- reset-password USERNAME [--generate]';

async function readHidden(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  output._writeToOutput = (s: string) => {
    if (s.includes(prompt)) output.output.write(prompt);
  };
  const answer = await new Promise<string>((resolve) => rl.question(prompt, resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function readStdinLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function newPassword(generate: boolean): Promise<{ password: string; generated: boolean }> {
  if (generate) return { password: randomPassword(), generated: true };
  if (process.stdin.isTTY) {
    const first = await readHidden('New password: ');
    const second = await readHidden('Repeat new password: ');
    if (first !== second) throw new Error('Passwords do not match');
    return { password: first, generated: false };
  }
  return { password: (await readStdinLine()).replace(/\r$/, ''), generated: false };
}

async function resetPasswordCommand(username: string, generate: boolean): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrate(database);
    if (!(await findUserByUsername(database.db, username))) throw new Error(`No staff account named '${username}'.`);
    const { password, generated } = await newPassword(generate);
    if (password.length < MIN_PASSWORD) throw new Error(`Password must be at least ${MIN_PASSWORD} characters`);
    const outcome = await resetPassword(database, username, password);
    console.log(`Password of '${outcome.username}' reset; the account is active, its sessions have ended and its failed sign-ins are forgotten.`);
    if (outcome.madeAdministrator) console.log(`No active administrator was left: '${outcome.username}' is now one.`);
    if (generated) console.log(`New password (shown once): ${password}`);
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, username, ...rest] = argv;
  if (command !== 'reset-password' || !username) {
    console.error(USAGE);
    process.exit(2);
  }
  await resetPasswordCommand(username, rest.includes('--generate'));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
