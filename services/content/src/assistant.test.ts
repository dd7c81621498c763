import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAssistant } from './assistant.js';
import { ContentError, defaultContentDir, loadContent } from './load.js';
import { loadFacts } from './site.js';

const copies: string[] = [];

/** A copy of the shipped assistant folder with one file edited. */
async function edited(file: string, edit: (source: string) => string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lo-assistant-'));
  copies.push(dir);
  await cp(path.join(defaultContentDir, 'assistant'), path.join(dir, 'assistant'), { recursive: true });
  const target = path.join(dir, 'assistant', file);
  await writeFile(target, edit(await readFile(target, 'utf8')));
  return dir;
}

afterEach(async () => {
  for (const dir of copies.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('loadAssistant', () => {
  it('reads the shipped vocabulary and answer rules', async () => {
    const { vocabulary, answers } = await loadAssistant();
    expect(vocabulary.noiseWords).toContain('startup');
    expect(vocabulary.situations.length).toBeGreaterThan(10);
    expect(answers.rules.map((r) => r.id)).toContain('session-price');
    expect(answers.decline).toMatch(/do not cover/);
  });

  it('names the file and the field of a broken pattern, an unknown kind and a repeated id', async () => {
    const dir = await edited('answers.yaml', (source) =>
      source.replace("when: ['\\b1099']", "when: ['(1099']").replace('kind: vesting', 'kind: guess').replace('id: session-length', 'id: session-price'),
    );
    const error = await loadAssistant(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as ContentError).message;
    expect(message).toMatch(/assistant\/answers\.yaml: "rules\[\d+\]\.when\[0\]": must be a valid regular expression/);
    expect(message).toMatch(/assistant\/answers\.yaml: "rules\[\d+\]\.kind"/);
  });

  it('fills the facts the rules quote, and names an unknown one', async () => {
    const { answers } = await loadAssistant();
    const price = answers.rules.find((rule) => rule.id === 'session-price')!;
    expect(price.kind === 'fact' && price.answer).toMatch(/costs \$150 and lasts 60 minutes/);
    // The 83(b) rule's number of days is facts.yaml's value, not a second copy of it.
    const election = answers.rules.find((rule) => rule.id === 'election-83b-deadline')!;
    const facts = await loadFacts();
    expect(election.kind === 'deadline' && election.days).toBe(facts.find((fact) => fact.id === '83b-deadline')!.value);
    const dir = await edited('answers.yaml', (source) => source.replace('{{fact:weekend-holiday-rule}}', '{{fact:no-such-fact}}'));
    await cp(defaultContentDir, dir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|src|assistant)$/.test(source) });
    await expect(loadAssistant(dir)).rejects.toThrow(
      /assistant\/answers\.yaml: "rules\[\d+\]\.onWeekend": \{\{fact:no-such-fact\}\} names no fact in facts\.yaml/,
    );
  });

  it("quotes a policy's statement word for word, and names an unknown policy", async () => {
    const { answers } = await loadAssistant();
    const kept = answers.rules.find((rule) => rule.id === 'data-kept')!;
    const policy = (await loadContent()).policies.find((p) => p.id === 'data-kept')!;
    expect(kept.kind === 'fact' && kept.answer).toBe(policy.statement);
    const dir = await edited('answers.yaml', (source) => source.replace('{{policy:data-kept}}', '{{policy:no-such-policy}}'));
    await cp(defaultContentDir, dir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|src|assistant)$/.test(source) });
    await expect(loadAssistant(dir)).rejects.toThrow(/"rules\[\d+\]\.answer": \{\{policy:no-such-policy\}\} names no policy in policies\.yaml/);
  });

  it('reports a repeated rule id and a noise word that is not one word', async () => {
    const answers = await edited('answers.yaml', (source) => source.replace('id: session-length', 'id: session-price'));
    await expect(loadAssistant(answers)).rejects.toThrow(/"rules\[1\]\.id": "session-price" is already used/);
    const vocabulary = await edited('vocabulary.yaml', (source) => source.replace('need, needs', 'need, two words'));
    await expect(loadAssistant(vocabulary)).rejects.toThrow(/assistant\/vocabulary\.yaml: "noiseWords\[1\]": must be one lower-case word/);
  });
});
