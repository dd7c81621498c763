import { z } from 'zod';

/** One answer as the soak records it. */
export interface Sample {
  route: string;
  ms: number;
  status: number;
  at: number;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One anonymous visitor of the site: its own cookie and address. */
export class Visitor {
  private cookie = '';
  readonly ip: string;

  constructor(
    private readonly siteUrl: string,
    private readonly record: (sample: Sample) => void,
    index: number,
  ) {
    this.ip = `198.51.100.${10 + index}`;
  }

  async call(route: string, method: string, url: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { origin: this.siteUrl, 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${this.siteUrl}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      const visitor = response.headers.getSetCookie().find((c) => c.startsWith('lo_visitor='));
      if (visitor) this.cookie = visitor.split(';')[0]!;
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    } finally {
      this.record({ route, ms: performance.now() - started, status, at: Date.now() });
    }
  }
}

export interface Catalogue {
  taskIds: number[];
  slugs: string[];
  productIds: string[];
  consultantId: number;
}

const QUESTIONS = [
  'How do I get an EIN?',
  'When is the 83(b) deadline?',
  'Do I need a registered agent?',
  'Which bank should a startup use?',
  'What is a 1099?',
];

/** One step of a visitor's use of the site, picked at random with the weights of a real visit. */
export async function step(visitor: Visitor, catalogue: Catalogue, day: (offset: number) => string): Promise<void> {
  const roll = Math.random();
  if (roll < 0.15) await visitor.call('GET /api/checklist', 'GET', '/api/checklist');
  else if (roll < 0.3) await visitor.call('GET /api/checklist-progress', 'GET', '/api/checklist-progress');
  else if (roll < 0.4)
    await visitor.call('PATCH /api/checklist-items/:id', 'PATCH', `/api/checklist-items/${pick(catalogue.taskIds)}`, { completed: Math.random() < 0.7 });
  else if (roll < 0.5) await visitor.call('GET /api/plan', 'GET', '/api/plan');
  else if (roll < 0.55)
    await visitor.call('PUT /api/plan/answers', 'PUT', '/api/plan/answers', {
      answers: { entity: pick(['c-corp', 'llc']), formationState: pick(['DE', 'CA', 'NY']) },
    });
  else if (roll < 0.63)
    await visitor.call(
      'GET /api/catalogue, /api/products',
      'GET',
      pick([`/api/catalogue/${pick(['software', 'tools'])}`, `/api/products/${pick(catalogue.productIds)}`]),
    );
  else if (roll < 0.71) await visitor.call('GET /api/blog-posts', 'GET', pick(['/api/blog-posts', `/api/blog-posts/${pick(catalogue.slugs)}`]));
  else if (roll < 0.79)
    await visitor.call('GET availability', 'GET', `/api/consultants/${catalogue.consultantId}/availability?date=${day(2 + Math.floor(Math.random() * 40))}`);
  else if (roll < 0.85) await visitor.call('GET /api/consultation-bookings', 'GET', '/api/consultation-bookings');
  else if (roll < 0.9) await visitor.call('GET /api/chatbot/history', 'GET', '/api/chatbot/history');
  else if (roll < 0.95) await visitor.call('POST /api/chatbot/message', 'POST', '/api/chatbot/message', { content: pick(QUESTIONS) });
  else if (roll < 0.97) await book(visitor, catalogue, day);
  else await visitor.call('GET /api/health', 'GET', '/api/health');
}

const availabilitySchema = z.object({ slots: z.array(z.object({ time: z.string(), available: z.boolean() })) });

async function book(visitor: Visitor, catalogue: Catalogue, day: (offset: number) => string): Promise<void> {
  const date = day(3 + Math.floor(Math.random() * 50));
  const availability = await visitor.call('GET availability', 'GET', `/api/consultants/${catalogue.consultantId}/availability?date=${date}`);
  const slot = availabilitySchema.safeParse(availability).data?.slots.find((s) => s.available);
  if (!slot) return;
  await visitor.call('POST /api/consultation-bookings', 'POST', '/api/consultation-bookings', {
    firstName: 'Soak',
    lastName: 'Visitor',
    email: `soak-${visitor.ip.replaceAll('.', '-')}@example.com`,
    consultantId: catalogue.consultantId,
    date,
    time: slot.time,
    topic: 'Banking & Finance Systems',
    notes: 'Booked by the soak bench.',
  });
}

/** The ids and slugs the visitors pick from, read through the site as a visitor would. */
export async function readCatalogue(siteUrl: string): Promise<Catalogue> {
  const probe = new Visitor(siteUrl, () => undefined, 250);
  const read = async <T>(url: string, schema: z.ZodType<T>): Promise<T> => {
    const body: unknown = await probe.call('', 'GET', url);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`${url} answered ${JSON.stringify(body)?.slice(0, 300)}`);
    return parsed.data;
  };
  const idList = z.array(z.object({ id: z.number() }));
  return {
    taskIds: (await read('/api/checklist', z.object({ tasks: idList }))).tasks.map((t) => t.id),
    slugs: (
      await read(
        '/api/blog-posts',
        z
          .union([z.array(z.object({ slug: z.string() })), z.object({ posts: z.array(z.object({ slug: z.string() })) })])
          .transform((b) => ('posts' in b ? b.posts : b)),
      )
    ).map((p) => p.slug),
    productIds: (await read('/api/catalogue/software', z.object({ products: z.array(z.object({ id: z.string() })) }))).products.map((p) => p.id),
    consultantId: (await read('/api/consultants', idList))[0]!.id,
  };
}
