import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chatReplySchema } from '@launchops/contracts';
import { loadContent } from '@launchops/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

// The Operations Advisor's answers (issue 33): a direct line first, computed from the question's specifics and the
// content's facts; the site's own facts from the content folder. The API runs on a copy of the content folder
// (CONTENT_DIR) whose advisor charges $175 and whose Pro plan costs $89, so the prices in the answers are shown to come
// from advisor.yaml and plans.yaml.
let api: TestApi;
let contentDir: string;

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'lo-chat-content-'));
  const shipped = (await loadContent()).dir;
  await cp(shipped, contentDir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|src)$/.test(source) });
  const advisorFile = path.join(contentDir, 'advisor.yaml');
  const advisor = await readFile(advisorFile, 'utf8');
  expect(advisor).toMatch(/sessionPriceCents: 15000\b/);
  await writeFile(advisorFile, advisor.replace(/sessionPriceCents: 15000\b/, 'sessionPriceCents: 17500'));
  const plansFile = path.join(contentDir, 'plans.yaml');
  const plans = await readFile(plansFile, 'utf8');
  expect(plans).toMatch(/monthlyPriceUsd: 79\b/);
  await writeFile(plansFile, plans.replace(/monthlyPriceUsd: 79\b/, 'monthlyPriceUsd: 89'));
  // Florida's late fee, raised in the copy: the answer about it must come from Florida's records (obligations/fl.yaml).
  const stateRulesFile = path.join(contentDir, 'obligations', 'fl.yaml');
  const stateRules = await readFile(stateRulesFile, 'utf8');
  expect(stateRules).toContain('carries a $400 late fee');
  await writeFile(stateRulesFile, stateRules.replaceAll('$400 late fee', '$410 late fee'));
  api = await startTestApi({ CONTENT_DIR: contentDir, OPENAI_BASE_URL: '' });
});

afterAll(async () => {
  await api?.close();
  if (contentDir) await rm(contentDir, { recursive: true, force: true });
});

let address = 0;
async function ask(content: string): Promise<string> {
  address += 1;
  const res = await api.visitor().request('POST', '/api/chatbot/message', { content }, { headers: { 'x-forwarded-for': `198.51.100.${address}` } });
  expect(res.status, res.text).toBe(201);
  return chatReplySchema.parse(res.body).botMessage.content;
}

const firstLine = (answer: string) => answer.split('\n')[0]!;

describe('the advisor answers the question asked', () => {
  it('gives the configured session price and length', async () => {
    for (const question of ['how much is a session', 'How much does a session with the advisor cost?']) {
      const line = firstLine(await ask(question));
      expect(line, question).toMatch(/\$175\b/);
      expect(line, question).toMatch(/60 minutes/);
      expect(line).not.toMatch(/\$150\b/);
    }
  });

  it('gives the session price when the question names the advisor or the session in other words', async () => {
    for (const question of ["what's the rate for an hour with your expert", 'can I book a one-on-one with rosa, and what does it cost']) {
      expect(firstLine(await ask(question)), question).toMatch(/\$175\b/);
    }
  });

  it('says no to a 1099 under the 2026 threshold, then cites the guide', async () => {
    const answer = await ask('paid a freelance designer $1,500 total in 2026, do I have to send a 1099?');
    expect(firstLine(answer)).toMatch(/^No\b.*\$2,000 threshold for 2026 payments/);
    expect(answer).toContain('/checklist/tax?task=file-1099-nec');
  });

  it('tells a departing cofounder before the cliff that nothing has vested', async () => {
    const line = firstLine(await ask('cofounder is quitting 8 months in, 4-year vesting with a 1-year cliff, does she keep anything?'));
    expect(line).toMatch(/^Nothing has vested/);
    expect(line).toMatch(/repurchase all of the unvested shares/);
  });

  it('recomputes a scary franchise-tax notice with the assumed-par-value method', async () => {
    const line = firstLine(await ask('got a notice saying we owe $85,165 franchise tax, we have 10M authorized shares'));
    expect(line).toMatch(/assumed par value capital method/);
    expect(line).toMatch(/\$400 minimum/);
  });

  it('leads with the guide sentence that answers when no rule fits', async () => {
    const answer = await ask('what does the initial board consent approve');
    expect(answer).toContain('Read more:');
    expect(firstLine(answer)).toMatch(/consent/i);
  });

  it("states the plans' prices from plans.yaml, citing the pricing and no passage the search found for another plan", async () => {
    const answer = await ask('how much is the pro plan');
    expect(firstLine(answer)).toMatch(/Pro \(\$89 a month/);
    expect(answer).toContain('/#pricing');
    expect(answer).not.toMatch(/health|401\(k\)/i);
  });

  it('dates the S-corp election and its return', async () => {
    const line = firstLine(await ask('when do we have to file form 2553'));
    expect(line).toMatch(/2 months and 15 days/);
    expect(line).toMatch(/Form 1120-S by the 15th day of the 3rd month/);
  });

  it('tells a company that only sells into a state about nexus, not foreign qualification', async () => {
    const line = firstLine(await ask('we only sell online to customers in oregon, do we have to register there as a foreign company'));
    expect(line).toMatch(/usually not the doing business/);
    // The fact as the facts audit corrected it (finding 2): sales tax at the state's threshold, and income or franchise tax too.
    expect(line).toMatch(/economic-nexus threshold/);
    expect(line).toMatch(/income or franchise tax/);
  });
});

describe("the advisor answers from the content's single facts, tools and policies", () => {
  it("answers a state's filing from its records (obligations/), with its date, its reason and its official source", async () => {
    const answer = await ask('florida annual report deadline + what if im late');
    expect(firstLine(answer)).toMatch(/^Florida: file the Florida annual report, every year by May 1; .*\$410 late fee/);
    expect(answer).toContain('https://dos.fl.gov/sunbiz/manage-business/efile/annual-report/');
    // The entity the question names picks the rule: a Massachusetts corporation's report follows its tax year, an LLC's its anniversary.
    expect(firstLine(await ask('massachusetts corp annual report when'))).toMatch(/March 15/);
    expect(firstLine(await ask('when does our massachusetts llc file its annual report'))).toMatch(/anniversary/);
  });

  it('answers what a state wants as a whole with all its filings for the entity the question names', async () => {
    const line = firstLine(await ask('we incorporated in delaware but both of us live and work in san diego. what does california want from us?'));
    expect(line).toMatch(/\bCalifornia asks a corporation formed or registered there to: /);
    for (const filing of [/qualify your corporation to do business in California/, /Statement of Information/, /\$800 minimum franchise tax/, /Form 100\b/])
      expect(line).toMatch(filing);
    expect(line).not.toMatch(/LLC annual tax|Form 3522/);
  });

  it('names the tools the guide recommends for the task when asked which software to use', async () => {
    const answer = await ask('what software should we use for our cap table? the spreadsheet is getting messy');
    expect(firstLine(answer)).toMatch(/^For "Set up the cap table and minute book", the guide recommends Carta and Pulley\./);
    expect(answer).toContain('/checklist/legal?task=set-up-cap-table-and-minute-book');
  });

  it("states the site's data policy word for word from policies.yaml", async () => {
    const line = firstLine(await ask("if i don't make an account, how long do you keep my checklist progress and chats?"));
    expect(line).toMatch(/^Checklist progress, quiz answers and chat kept under a visitor id are deleted after 12 months without activity/);
    expect(await ask("if i don't make an account, how long do you keep my checklist progress and chats?")).toContain('/privacy');
  });

  it('answers each question of a message of several, the second from its own guide', async () => {
    const line = firstLine(await ask('how much does a session with the advisor cost? and when is form 941 due each quarter'));
    expect(line).toMatch(/\$175\b/);
    expect(line).toMatch(/April 30/);
  });

  it("never answers with a state's filing for a question that names another state or none", async () => {
    const none = await ask('when is our annual report due');
    const oregon = await ask('when is the oregon annual report due for our llc');
    for (const answer of [none, oregon])
      expect(answer).not.toMatch(/^(Florida|Washington|Illinois|Georgia|Colorado|Massachusetts|Texas|New York|California)\b/);
  });
});

describe('the advisor declines what the guides do not cover', () => {
  it('declines small talk in one sentence, naming what it helps with', async () => {
    for (const question of ['hey how is your day going', 'how are you?']) {
      const answer = await ask(question);
      expect(answer, question).toMatch(/not something the LaunchOps guides cover/);
      expect(answer).toMatch(/incorporation, banking, payroll, tax, accounting and HR/);
      expect(answer).not.toContain('Read more:');
    }
  });

  it('declines in one sentence what the guides do not cover, naming what it helps with, with no passage', async () => {
    // The last two share a word with the guides (a data breach, SCORE's mentors).
    for (const question of [
      "what's the weather in Austin",
      'What is the best pizza recipe?',
      '???',
      'recommend a novel for the beach',
      'what is the score of the lakers game',
      'how do i write a press release for our launch',
      'should i itemize or take the standard deduction on my own 1040',
    ]) {
      const answer = await ask(question);
      expect(answer, question).toMatch(/^The LaunchOps guides do not cover that\b[^.]*\.$/);
      expect(answer).toMatch(/incorporation, banking, payroll, tax, accounting and HR/);
      expect(answer).not.toContain('Read more:');
    }
  });

  it('declines a question that shares only stray words with the guides, with no topic pattern for it', async () => {
    // Each shares a word with a guide (account, bank, insurance, credit card); none names a topic in the vocabulary.
    for (const question of [
      'can my daughter open a savings account at my bank',
      "which insurance covers my grandmother's hearing aids",
      'which credit card earns the most airline miles',
    ]) {
      const answer = await ask(question);
      expect(answer, question).toMatch(/^The LaunchOps guides do not cover that\b[^.]*\.$/);
      expect(answer).not.toContain('Read more:');
    }
  });
});
