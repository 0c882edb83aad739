// Operator commands that need shell access (never exposed over HTTP):
//   npm run admin -- reset-password USERNAME [--generate]
//   npm run admin -- backup FILE      a consistent copy of the SQLite database, while the server runs
//   npm run admin -- restore FILE     checks FILE and puts it in place (the server must be stopped)
//   npm run admin -- retention        deletes what is older than the RETENTION_*_DAYS settings now
// On PostgreSQL, backup and restore print how to use pg_dump / pg_restore and exit with status 1.
// reset-password: the new password is read from standard input (prompted without echo on a terminal, twice), or
// generated and printed once with --generate. Every session of the user ends, its failed sign-ins
// are forgotten, and it becomes an administrator if none is left.
import path from 'node:path';
import { createInterface } from 'node:readline';
import { MESSAGES, passwordLongEnough } from '@staff-console/domain';
import { randomPassword } from '../../bootstrap';
import { loadConfig, runtimeEnv } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrations';
import { findUserByUsername } from '../../areas/staff';
import { runRetention } from '../../areas/operations';
import { backupSqlite, OperatorError, postgresInstructions, restoreSqlite } from './backup';
import { resetPassword } from './reset-password';

const USAGE = [
  'Usage: npm run admin -- reset-password USERNAME [--generate]',
  '       npm run admin -- backup FILE',
  '       npm run admin -- restore FILE',
  '       npm run admin -- retention',
].join('\n');

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
    if (!passwordLongEnough(password)) throw new Error(MESSAGES.passwordTooShort);
    const outcome = await resetPassword(database, username, password);
    console.log(`Password of '${outcome.username}' reset; the account is active, its sessions have ended and its failed sign-ins are forgotten.`);
    if (outcome.madeAdministrator) console.log(`No active administrator was left: '${outcome.username}' is now one.`);
    if (generated) console.log(`New password (shown once): ${password}`);
  } finally {
    await database.close();
  }
}

async function backupOrRestore(command: 'backup' | 'restore', file: string): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(postgresInstructions(command, file));
    process.exit(1);
  }
  // FILE is relative to where the command was typed (npm runs the script inside server/).
  const target = path.resolve(runtimeEnv.invocationDir(), file);
  const database = path.join(config.dataDir, 'console.db');
  console.log(command === 'backup' ? await backupSqlite(database, target) : restoreSqlite(database, target));
}

async function retentionCommand(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrate(database);
    const deleted = await runRetention(database, config.retention, { via: 'cli' });
    const kept = (days: number | undefined) => (days === undefined ? 'kept forever' : `kept ${days} days`);
    for (const kind of ['chat', 'trades', 'marketplace', 'audit'] as const) {
      console.log(`${kind}: ${kept(config.retention[kind])}, ${deleted[kind].toLocaleString('en-US')} older rows deleted`);
    }
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, argument, ...rest] = argv;
  if (command === 'reset-password' && argument) return resetPasswordCommand(argument, rest.includes('--generate'));
  if ((command === 'backup' || command === 'restore') && argument && rest.length === 0) return backupOrRestore(command, argument);
  if (command === 'retention' && !argument) return retentionCommand();
  console.error(USAGE);
  process.exit(2);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof OperatorError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
