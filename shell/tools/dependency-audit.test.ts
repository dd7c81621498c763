// @vitest-environment node
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROOT } from './workspace.js';

/** The parts of `npm audit --json` (report version 2) this check reads. */
const auditReport = z.object({
  auditReportVersion: z.literal(2),
  vulnerabilities: z.record(z.string(), z.object({ name: z.string(), severity: z.string(), range: z.string().optional() })),
  metadata: z.object({ vulnerabilities: z.object({ high: z.number(), critical: z.number() }) }),
});
/**
 * What npm prints instead when the registry's advisory service cannot be asked: an HTTP error from it
 * (a proxy that allows only GET answers 405) or a request to it that failed (refused, no DNS). Any
 * other failure (no lockfile, a broken tree) fails the check.
 */
const ADVISORY_SERVICE = '/-/npm/v1/security/advisories/bulk';
const unreachableService = z.object({ message: z.string().check(z.refine((message) => message.includes(ADVISORY_SERVICE))) });

function npmAudit(): Promise<string> {
  return new Promise((resolve, reject) => {
    // npm exits non-zero both when it finds something and when it cannot ask; the JSON tells which.
    execFile('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, timeout: 90_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout) => {
      if (stdout.trim()) resolve(stdout);
      else reject(error ?? new Error('npm audit printed nothing'));
    });
  });
}

describe('dependencies', () => {
  it('have no high or critical advisory in what the site runs (npm audit --omit=dev)', { timeout: 120_000 }, async (context) => {
    const json: unknown = JSON.parse(await npmAudit());
    const report = auditReport.safeParse(json);
    if (!report.success) {
      const unreachable = unreachableService.safeParse(json);
      // Shown as skipped, with the reason, rather than passed: nothing was checked.
      if (unreachable.success) context.skip(`npm audit could not query the registry's advisory service: ${unreachable.data.message}`);
      throw new Error(`npm audit failed: ${JSON.stringify(json).slice(0, 500)}`);
    }
    const serious = Object.values(report.data.vulnerabilities)
      .filter((v) => v.severity === 'high' || v.severity === 'critical')
      .map((v) => `${v.name} (${v.severity}${v.range ? `, ${v.range}` : ''})`);
    expect(serious).toEqual([]);
    expect(report.data.metadata.vulnerabilities.high + report.data.metadata.vulnerabilities.critical).toBe(0);
  });
});
