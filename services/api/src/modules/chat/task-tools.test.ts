import { describe, expect, it } from 'vitest';
import { asksForTool, toolsLine, toolsOf } from './task-tools.js';

const products = [
  { id: 'carta', name: 'Carta', description: 'Cap table software.' },
  { id: 'pulley', name: 'Pulley', description: 'Cap table for early startups' },
] as unknown as Parameters<typeof toolsOf>[1];

describe('the tools a guide recommends', () => {
  it('reads a question that asks which tool to use, and not one that merely names software', () => {
    for (const question of ['what software should we use for our cap table', 'which payroll provider is best', 'any good tools for bookkeeping?'])
      expect(asksForTool(question), question).toBe(true);
    for (const question of ['is software revenue taxed in texas', 'when is the 941 due']) expect(asksForTool(question), question).toBe(false);
  });

  it("names the task's tools in its order, with the first one's note (the task's, else the product's)", () => {
    const tools = toolsOf([{ id: 'carta', note: 'Cap table and 409A platform' }, 'pulley', 'missing'], products);
    expect(tools).toEqual([
      { name: 'Carta', note: 'Cap table and 409A platform' },
      { name: 'Pulley', note: 'Cap table for early startups' },
    ]);
    expect(toolsLine('Set up the cap table', tools)).toBe(
      'For "Set up the cap table", the guide recommends Carta and Pulley. Carta: Cap table and 409A platform.',
    );
    expect(toolsLine('Set up the cap table', [])).toBeUndefined();
  });
});
