import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveRoot } from '../workspace.js';

export interface AnswerAccuracy {
  questions: number;
  right: number;
  accuracy: number;
}
export interface AnswerRefusal {
  questions: number;
  declined: number;
  refusal: number;
}

export interface AssistantFigures {
  questions: number;
  answerable: number;
  unanswerable: number;
  top1: number;
  top3: number;
  refusal: number;
  misses: string[];
  /**
   * What the advisor says (services/api/bench/assistant-eval.ts): the held-out set (named in
   * services/api/bench/assistant-answer-sets.ts; its misses are never read) and the tuning sets together; each
   * tuning set's own figures are in the JSON too.
   */
  answers: {
    heldOutName?: string;
    heldOut?: AnswerAccuracy;
    outOfScopeHeldOut?: AnswerRefusal;
    tuningAll?: AnswerAccuracy;
    outOfScopeTuningAll?: AnswerRefusal;
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
