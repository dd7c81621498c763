import { describe, expect, it } from 'vitest';
import { parseWrk } from '../bench/wrk.js';

const report = (extra = '') => `Running 5s test @ http://127.0.0.1:1234/api/checklist
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.05ms    3.43ms  78.33ms   98.85%
    Req/Sec    18.08k   610.70    19.18k    75.00%
  Latency Distribution
     50%    2.58ms
     75%    2.69ms
     90%    3.64ms
     99%  850.00us
  35960 requests in 2.00s, 1.17GB read
${extra}Requests/sec:  17974.44
Transfer/sec:    599.57MB
`;

describe("the API bench's reading of wrk", () => {
  it('takes the rate, the 99th percentile in ms and the bytes per answer', () => {
    expect(parseWrk(report())).toEqual({ reqPerSec: 17980, p99Ms: 0.85, non2xx: 0, bytesPerResponse: Math.round((1.17 * 1024 ** 3) / 35960) });
  });

  it('counts answers that were not 2xx/3xx and socket errors as failures', () => {
    const measure = parseWrk(report('  Socket errors: connect 0, read 2, write 0, timeout 3\n  Non-2xx or 3xx responses: 7\n'));
    expect(measure.non2xx).toBe(12);
  });

  it('refuses a report it cannot read', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/could not be read/);
  });
});
