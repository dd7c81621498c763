import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteMetricsRegistry } from '@launchops/site-server/edge-telemetry';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { metricsRegistry } from '@launchops/api/metrics';

// The operators' files in shell/deploy: the Grafana dashboard and the Prometheus alert rules. Every metric they
// query must be one the API or the site registers (a renamed metric would leave a panel empty and an alert mute).
const deploy = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../deploy');

const alertRulesSchema = z.object({
  groups: z
    .array(
      z.object({
        name: z.string().min(1),
        rules: z
          .array(
            z
              .object({
                alert: z.string().regex(/^[A-Za-z][A-Za-z0-9]+$/),
                expr: z.string().min(1),
                for: z
                  .string()
                  .regex(/^\d+[smh]$/)
                  .optional(),
                labels: z.object({ severity: z.enum(['page', 'warn']) }),
                annotations: z.object({ summary: z.string().min(1), description: z.string().min(1) }),
              })
              .strict(),
          )
          .min(1),
      }),
    )
    .min(1),
});

const dashboardSchema = z.object({
  title: z.string(),
  uid: z.string(),
  panels: z.array(z.object({ title: z.string().min(1), type: z.string(), targets: z.array(z.object({ expr: z.string().min(1) })).min(1) })).min(1),
});

/** Names exposed by both registries; a histogram also exposes _bucket, _count and _sum. */
async function exposedNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const registry of [metricsRegistry, siteMetricsRegistry]) {
    for (const metric of await registry.getMetricsAsJSON()) {
      names.add(metric.name);
      if (String(metric.type) === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(`${metric.name}${suffix}`);
      if (String(metric.type) === 'summary') for (const suffix of ['_count', '_sum']) names.add(`${metric.name}${suffix}`);
    }
  }
  return names;
}

/** The metric names a PromQL expression selects (identifiers followed by a selector, a range or standing alone). */
function metricsIn(expr: string): string[] {
  const withoutStrings = expr.replace(/"[^"]*"/g, '""');
  const withoutLabels = withoutStrings.replace(/\{[^}]*\}/g, '{}').replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const functions = new Set([
    'sum',
    'rate',
    'increase',
    'histogram_quantile',
    'clamp_min',
    'max',
    'min',
    'avg',
    'count',
    'changes',
    'and',
    'or',
    'unless',
    'by',
    'offset',
  ]);
  return [...withoutLabels.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)]
    .map((match) => match[1]!)
    .filter((name) => !functions.has(name) && !/^\d/.test(name) && !/^(e|s|m|h)$/.test(name) && !/^\$__/.test(name) && name !== '__rate_interval');
}

describe('operator files', () => {
  it('read metric names out of PromQL as expected', () => {
    expect(metricsIn('sum by (le, route) (rate(launchops_http_request_duration_seconds_bucket{route!="x"}[5m])) > 1e-9')).toEqual([
      'launchops_http_request_duration_seconds_bucket',
    ]);
    expect(metricsIn('max(launchops_outbox_backlog) and sum(rate(foo_total[$__rate_interval]))')).toEqual(['launchops_outbox_backlog', 'foo_total']);
  });

  it('the alert rules parse, and cover 5xx, p99, outbox age, failed jobs and canary rollbacks with registered metrics', async () => {
    const rules = alertRulesSchema.parse(parse(await readFile(path.join(deploy, 'prometheus/alerts.yaml'), 'utf8')));
    const all = rules.groups.flatMap((group) => group.rules);
    const names = await exposedNames();
    for (const rule of all) {
      const used = metricsIn(rule.expr);
      expect(used.length, `${rule.alert} queries no metric`).toBeGreaterThan(0);
      for (const name of used) expect(names.has(name), `${rule.alert} uses ${name}, which no code registers`).toBe(true);
    }
    const exprOf = (alert: string) => all.find((rule) => rule.alert === alert)?.expr ?? '';
    expect(exprOf('LaunchOpsApiHigh5xxRate')).toMatch(/status_code=~"5\.\."/);
    expect(exprOf('LaunchOpsApiSlowP99')).toMatch(/histogram_quantile\(0\.99/);
    expect(exprOf('LaunchOpsOutboxStuck')).toContain('launchops_outbox_oldest_age_seconds');
    expect(exprOf('LaunchOpsScheduledJobFailing')).toContain('outcome="failed"');
    expect(exprOf('LaunchOpsCanaryRolledBack')).toContain('trigger="auto"');
  });

  it('the Grafana dashboard parses and every panel queries registered metrics', async () => {
    const dashboard = dashboardSchema.parse(JSON.parse(await readFile(path.join(deploy, 'grafana/launchops.json'), 'utf8')));
    const names = await exposedNames();
    for (const panel of dashboard.panels) {
      for (const target of panel.targets) {
        const used = metricsIn(target.expr);
        expect(used.length, `${panel.title} queries no metric`).toBeGreaterThan(0);
        for (const name of used) expect(names.has(name), `${panel.title} uses ${name}, which no code registers`).toBe(true);
      }
    }
  });
});
