import { Pool, type Dispatcher } from 'undici';

/** How often the edge asks each API replica for its health, when there are several. */
export const HEALTH_PROBE_MS = 500;
/** A health answer slower than this counts as a failed probe. */
const PROBE_TIMEOUT_MS = 3_000;
/** Probes that time out in a row before a replica is left out (a refused connection or a 503 leaves it out at once). */
const SLOW_PROBES_TO_LEAVE_OUT = 2;

interface Replica {
  origin: string;
  pool: Pool;
  /** Whether new requests go to it: false while its health says it drains or it cannot be reached. */
  inRotation: boolean;
  slowProbes: number;
  probing: boolean;
}

export interface ApiReplicasOptions {
  pool: Pool.Options;
  /** Where each replica answers its health (200 serving, 503 draining or without its database). */
  healthPath: string;
  probeMs?: number;
  /** Told when a replica leaves or rejoins the rotation. */
  onChange?: (origin: string, inRotation: boolean, why: string) => void;
}

/**
 * The API replicas behind the edge, one connection pool each, as reply-from's dispatcher.
 *
 * A replica that drains (SIGTERM) says so on its health at once, and keeps serving for SHUTDOWN_DELAY_MS before it
 * stops taking connections. The edge asks every HEALTH_PROBE_MS and sends no new request to a replica that answered
 * 503 or refused a connection, so none is sent to it in the moment it closes (a connection the kernel accepted but
 * the replica never read is reset with the request already written, which cannot safely be sent again). A replica
 * rejoins when its health answers 200. When every replica is out (the database is down for all), requests go to all
 * of them: each answers for itself.
 */
export class ApiReplicas {
  private readonly replicas: Replica[];
  private next = 0;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    upstreams: readonly string[],
    private readonly options: ApiReplicasOptions,
  ) {
    this.replicas = upstreams.map((upstream) => {
      const origin = new URL(upstream).origin;
      const replica: Replica = { origin, pool: new Pool(origin, options.pool), inRotation: true, slowProbes: 0, probing: false };
      // A refused or timed-out connection: no new request goes there until its health answers again.
      replica.pool.on('connectionError', () => this.leaveOut(replica, 'connection failed'));
      return replica;
    });
    // One replica has nobody to hand its requests to: it is never left out, so never asked.
    if (this.replicas.length > 1) this.timer = setInterval(() => this.probeAll(), options.probeMs ?? HEALTH_PROBE_MS).unref();
  }

  /** reply-from's call: the request goes to the next replica in rotation, in turn. */
  readonly request = ((options: Dispatcher.RequestOptions, callback?: (error: Error | null, data: Dispatcher.ResponseData) => void) => {
    const replica = this.pick();
    return replica.pool.request({ ...options, origin: replica.origin }, callback as never);
  }) as Dispatcher['request'];

  async destroy(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.replicas.map((replica) => replica.pool.destroy()));
  }

  private pick(): Replica {
    const serving = this.replicas.filter((replica) => replica.inRotation);
    const candidates = serving.length > 0 ? serving : this.replicas;
    this.next = (this.next + 1) % candidates.length;
    return candidates[this.next]!;
  }

  private leaveOut(replica: Replica, why: string): void {
    replica.slowProbes = 0;
    if (!replica.inRotation) return;
    replica.inRotation = false;
    this.options.onChange?.(replica.origin, false, why);
  }

  private rejoin(replica: Replica): void {
    replica.slowProbes = 0;
    if (replica.inRotation) return;
    replica.inRotation = true;
    this.options.onChange?.(replica.origin, true, 'health answered 200');
  }

  private probeAll(): void {
    for (const replica of this.replicas) {
      if (replica.probing) continue;
      replica.probing = true;
      void this.probe(replica).finally(() => (replica.probing = false));
    }
  }

  private async probe(replica: Replica): Promise<void> {
    try {
      const answer = await replica.pool.request({
        origin: replica.origin,
        path: this.options.healthPath,
        method: 'GET',
        headersTimeout: PROBE_TIMEOUT_MS,
        bodyTimeout: PROBE_TIMEOUT_MS,
      });
      await answer.body.dump();
      if (answer.statusCode === 200) this.rejoin(replica);
      else this.leaveOut(replica, `health answered ${answer.statusCode}`);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'UND_ERR_HEADERS_TIMEOUT' && code !== 'UND_ERR_BODY_TIMEOUT') this.leaveOut(replica, `health failed (${code ?? 'error'})`);
      else if ((replica.slowProbes += 1) >= SLOW_PROBES_TO_LEAVE_OUT) this.leaveOut(replica, 'health timed out');
    }
  }
}
