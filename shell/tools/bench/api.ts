import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveRoot } from '../workspace.js';

/** Chat reply time through the site: median and p90 of 15 questions. */
async function chatTimes(siteApiUrl: string): Promise<{ chatMedianMs: number; chatP90Ms: number }> {
  const questions = [
    'How do I get an EIN?',
    'When is the 83(b) deadline?',
    'Do I need a registered agent?',
    'How do I run payroll?',
    'What is Delaware franchise tax?',
  ];
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    const res = await fetch(`${siteApiUrl}/api/chatbot/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i}` },
      body: JSON.stringify({ content: questions[i % questions.length] }),
    });
    await res.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { chatMedianMs: Math.round(times[Math.floor(times.length / 2)]!), chatP90Ms: Math.round(times[Math.floor(times.length * 0.9)]!) };
}

/** Booking throughput: 70 bookings on distinct slots, 10 at a time. */
async function bookingThroughput(siteApiUrl: string): Promise<{ bookingsCreated: number; bookingsPerSecond: number }> {
  const slots: Array<{ date: string; time: string }> = [];
  const TIMES = ['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM'];
  for (let d = 10; slots.length < 70; d++) {
    const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    for (const time of TIMES) slots.push({ date, time });
  }
  const started = performance.now();
  let created = 0;
  for (let i = 0; i < slots.length; i += 10) {
    const batch = slots.slice(i, i + 10).map(async (slot, j) => {
      const res = await fetch(`${siteApiUrl}/api/consultation-bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${i}.${j}` },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: 'Founder',
          email: 'bench@example.com',
          consultantId: 1,
          ...slot,
          topic: 'General Operational Strategy',
          notes: '',
        }),
      });
      await res.text();
      if (res.status === 201) created++;
    });
    await Promise.all(batch);
  }
  const seconds = (performance.now() - started) / 1000;
  return { bookingsCreated: created, bookingsPerSecond: Math.round((created / seconds) * 10) / 10 };
}

/** The API as a visitor reaches it, through the site: chat replies and bookings. */
export async function apiJourney(siteApiUrl: string) {
  const chat = await chatTimes(siteApiUrl);
  return { ...chat, ...(await bookingThroughput(siteApiUrl)) };
}

/** The API's own bench (services/api/bench/bench.ts), its JSON as it wrote it; `runs` per route (their median). */
export async function servicesBench(runs?: number): Promise<unknown> {
  const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'lo-api-bench-')), 'api.json');
  await new Promise<void>((resolve, reject) => {
    const args = ['tsx', 'bench/bench.ts', '--json', out, ...(runs ? ['--runs', String(runs)] : [])];
    const child = spawn('npx', args, { cwd: resolveRoot('services/api'), stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`services bench exited with ${code}`))));
  });
  return JSON.parse(await readFile(out, 'utf8'));
}
