import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveRoot } from '../workspace.js';

export interface AssistantFigures {
  questions: number;
  answerable: number;
  unanswerable: number;
  top1: number;
  top3: number;
  refusal: number;
  misses: string[];
  answers: {
    heldOut: { questions: number; right: number; accuracy: number };
    tuning: { questions: number; right: number; accuracy: number };
    outOfScope: { questions: number; declined: number; refusal: number };
    p95Ms: number;
  };
}

/** The Operations Advisor's retrieval on its evaluation set (services/api/bench/assistant-eval.ts). */
export async function assistantBench(): Promise<AssistantFigures> {
  const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'lo-assistant-bench-')), 'assistant.json');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx/esm', 'bench/assistant-eval.ts', '--json', out], {
      cwd: resolveRoot('services/api'),
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`assistant evaluation exited with ${code}`))));
  });
  return JSON.parse(await readFile(out, 'utf8')) as AssistantFigures;
}
