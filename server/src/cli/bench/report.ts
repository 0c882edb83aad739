// Prints the results table and writes BENCHMARKS.md with the machine, date, engine versions and commit.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ms, type Timing } from './stats';

export interface Row {
  scenario: string;
  engine: string;
  timing: Timing;
  baseline?: { name: string; timing: Timing };
  note?: string;
}

export interface Goal {
  goal: string;
  engine: string;
  figure: string;
  met: boolean;
  why?: string;
}

export interface Report {
  scale: string;
  engines: { engine: string; version: string; generateSeconds?: number; reused: boolean }[];
  rows: Row[];
  goals: Goal[];
  facts: { name: string; engine: string; value: string }[];
}

export function tableLines(rows: Row[]): string[] {
  const lines = ['| scenario | engine | n | p50 ms | p95 ms | max ms | baseline p95 ms | ratio | note |', '|---|---|---|---|---|---|---|---|---|'];
  for (const r of rows) {
    const ratio = r.baseline ? (r.baseline.timing.p95 / r.timing.p95).toFixed(1) + '×' : '';
    lines.push(
      `| ${r.scenario} | ${r.engine} | ${r.timing.n} | ${ms(r.timing.p50)} | ${ms(r.timing.p95)} | ${ms(r.timing.max)} | ${r.baseline ? `${ms(r.baseline.timing.p95)} (${r.baseline.name})` : ''} | ${ratio} | ${r.note ?? ''} |`,
    );
  }
  return lines;
}

const commit = (): string => {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
};

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

export function writeBenchmarks(file: string, report: Report, intro: string): void {
  const lines: string[] = [
    '# Benchmarks',
    '',
    intro,
    '',
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Commit: ${commit()}`,
    `- Machine: ${machine()}`,
    `- Scale: ${report.scale}`,
    ...report.engines.map(
      (e) => `- ${e.engine}: ${e.version}; data ${e.reused ? 'reused from an earlier run' : `generated in ${e.generateSeconds?.toFixed(0)} s`}`,
    ),
    '',
    '## Goals',
    '',
    '| goal | engine | figure | met |',
    '|---|---|---|---|',
    ...report.goals.map((g) => `| ${g.goal} | ${g.engine} | ${g.figure} | ${g.met ? 'yes' : `**no** — ${g.why ?? ''}`} |`),
    '',
    '## Other figures',
    '',
    '| figure | engine | value |',
    '|---|---|---|',
    ...report.facts.map((f) => `| ${f.name} | ${f.engine} | ${f.value} |`),
    '',
    '## Every scenario',
    '',
    'Each scenario runs through the real HTTP server (warm, sequentially); a baseline is the same query',
    'without its index (plain `LIKE` scan or unindexed sort), run on the same data in the same run.',
    '',
    ...tableLines(report.rows),
    '',
  ];
  // What the figures mean, why a goal is missed and what would close it: kept by hand beside the code.
  const notes = path.join(path.dirname(path.resolve(file)), 'docs', 'benchmark-notes.md');
  if (existsSync(notes)) lines.push(readFileSync(notes, 'utf8'));
  writeFileSync(path.resolve(file), lines.join('\n'));
}
