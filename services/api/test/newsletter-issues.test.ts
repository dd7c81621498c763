import { randomBytes } from 'node:crypto';
import { loadContent } from '@launchops/content';
import { newsletterIssueListSchema, newsletterIssueSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSendsAt, NEWSLETTER_BATCH_SIZE, NewsletterIssuesService } from '../src/modules/newsletter/newsletter-issues.service.js';
import { startSmtpSink } from '@launchops/test-support/local-servers';
import { MailService } from '../src/common/mail/mail.service.js';
import { clientAddresses } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const SITE_URL = 'https://launchops.test';
let api: TestApi;
let issues: NewsletterIssuesService;
const freshIp = clientAddresses(60);

/** Issues of this test only, on Thursdays far from the shipped ones: one in winter (EST), one in summer (EDT). */
const WINTER = { slug: 'test-winter-issue', sendDate: '2027-01-07' };
const SUMMER = { slug: 'test-summer-issue', sendDate: '2027-07-08' };
const BIG = { slug: 'test-big-list-issue', sendDate: '2027-01-14' };

const token = () => randomBytes(32).toString('base64url');

async function addSubscriber(email: string, status: 'pending' | 'confirmed' | 'unsubscribed'): Promise<{ id: number; unsubscribe_token: string }> {
  const [row] = await api.sql<{ id: number; unsubscribe_token: string }>(
    `INSERT INTO newsletter_subscription (email, source, status, confirm_token, unsubscribe_token, confirmed_at, unsubscribed_at)
     VALUES ($1, 'test', $2, $3, $4, CASE WHEN $2 = 'confirmed' THEN now() END, CASE WHEN $2 = 'unsubscribed' THEN now() END)
     RETURNING id, unsubscribe_token`,
    [email, status, token(), token()],
  );
  return row!;
}

async function addIssue(issue: { slug: string; sendDate: string }): Promise<void> {
  await api.sql(`INSERT INTO newsletter_issue (slug, title, summary, send_date, content) VALUES ($1, $2, $3, $4, $5)`, [
    issue.slug,
    `Title of ${issue.slug}`,
    `Summary of ${issue.slug}.`,
    issue.sendDate,
    `## A heading\n\nThe body of ${issue.slug}.\n`,
  ]);
}

interface Mail {
  recipient: string;
  subject: string;
  body_text: string;
  headers: Record<string, string>;
  related_id: string;
}

const mailsOf = (slug: string) =>
  api.sql<Mail>(
    `SELECT recipient, subject, body_text, headers, related_id FROM outbox_email WHERE kind = 'newsletter-issue' AND related_id LIKE $1 ORDER BY recipient`,
    [`${slug}:%`],
  );

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  api = await startTestApi({ SITE_URL });
  issues = api.service(NewsletterIssuesService);
  await addIssue(WINTER);
  await addIssue(SUMMER);
  await addSubscriber('ada@example.com', 'confirmed');
  await addSubscriber('grace@example.com', 'confirmed');
  await addSubscriber('linus@example.com', 'confirmed');
  await addSubscriber('pending@example.com', 'pending');
  await addSubscriber('gone@example.com', 'unsubscribed');
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('the Thursday send', () => {
  it('the test dates are Thursdays, and 9:00 New York is 14:00 UTC in winter and 13:00 UTC in summer', () => {
    for (const issue of [WINTER, SUMMER, BIG]) expect(new Date(`${issue.sendDate}T12:00:00Z`).getUTCDay()).toBe(4);
    expect(issueSendsAt(WINTER.sendDate).toISOString()).toBe('2027-01-07T14:00:00.000Z');
    expect(issueSendsAt(SUMMER.sendDate).toISOString()).toBe('2027-07-08T13:00:00.000Z');
  });

  it('sends nothing on the Wednesday before, nor on Thursday before 9:00 New York time', async () => {
    expect(await issues.sendDue(at('2027-01-06T15:00:00Z'))).toEqual({ issue: null, queued: 0 });
    // 8:59 EST.
    expect(await issues.sendDue(at('2027-01-07T13:59:00Z'))).toEqual({ issue: null, queued: 0 });
    // The Friday after: the day is over, a missed issue is not sent late.
    expect(await issues.sendDue(at('2027-01-08T15:00:00Z'))).toEqual({ issue: null, queued: 0 });
    expect(await mailsOf(WINTER.slug)).toEqual([]);
  });

  it('at 9:00 New York time on Thursday queues the issue once for each confirmed subscriber, none for pending or unsubscribed ones', async () => {
    expect(await issues.sendDue(at('2027-01-07T14:00:00Z'))).toEqual({ issue: WINTER.slug, queued: 3 });
    const mails = await mailsOf(WINTER.slug);
    expect(mails.map((m) => m.recipient)).toEqual(['ada@example.com', 'grace@example.com', 'linus@example.com']);
    const [adaRow] = await api.sql<{ unsubscribe_token: string }>(`SELECT unsubscribe_token FROM newsletter_subscription WHERE email = 'ada@example.com'`);
    const adaToken = adaRow!.unsubscribe_token;
    const ada = mails[0]!;
    const unsubscribeUrl = `${SITE_URL}/api/newsletter-subscriptions/unsubscribe/${adaToken}`;
    expect(ada.subject).toBe(`Title of ${WINTER.slug}`);
    expect(ada.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(ada.body_text).toContain(`The body of ${WINTER.slug}.`);
    expect(ada.body_text).toContain(`${SITE_URL}/newsletter/${WINTER.slug}`);
    expect(ada.body_text).toContain(unsubscribeUrl);
    // Each copy carries its subscriber's own link.
    expect(mails[1]!.body_text).not.toContain(adaToken);
    const [issue] = await api.sql<{ queued_at: Date | null; subscribers_queued: number }>(
      'SELECT queued_at, subscribers_queued FROM newsletter_issue WHERE slug = $1',
      [WINTER.slug],
    );
    expect(issue!.queued_at).not.toBeNull();
    expect(issue!.subscribers_queued).toBe(3);
  });

  it('a second run, later that day or by another process, queues nothing more, even if the first died before marking the issue', async () => {
    expect(await issues.sendDue(at('2027-01-07T14:05:00Z'))).toEqual({ issue: null, queued: 0 });
    // As if the process that queued it had crashed before recording it: the outbox's unique index still holds.
    await api.sql('UPDATE newsletter_issue SET queued_at = NULL WHERE slug = $1', [WINTER.slug]);
    const [first, second] = await Promise.all([issues.sendDue(at('2027-01-07T14:10:00Z')), issues.sendDue(at('2027-01-07T14:10:00Z'))]);
    expect(first.queued + second.queued).toBe(0);
    expect(await mailsOf(WINTER.slug)).toHaveLength(3);
  });

  it("the mail's one-click unsubscribe works without a session, and the next issue skips that address", async () => {
    const [ada] = (await mailsOf(WINTER.slug)).filter((m) => m.recipient === 'ada@example.com');
    const url = new URL(/^<(.+)>$/.exec(ada!.headers['List-Unsubscribe']!)![1]!);
    expect(url.protocol).toBe('https:');
    // What a mail program sends (RFC 8058): no cookie, no Origin, a form body.
    const response = await fetch(`${api.baseUrl}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const [row] = await api.sql<{ status: string }>(`SELECT status FROM newsletter_subscription WHERE email = 'ada@example.com'`);
    expect(row!.status).toBe('unsubscribed');
  });

  it('in summer, 9:00 New York time is 13:00 UTC: nothing at 8:59 EDT, the issue at 9:00 EDT, to every confirmed subscriber at once across two processes', async () => {
    expect(await issues.sendDue(at('2027-07-08T12:59:00Z'))).toEqual({ issue: null, queued: 0 });
    // Two processes checking at the same moment.
    const results = await Promise.all([issues.sendDue(at('2027-07-08T13:00:00Z')), issues.sendDue(at('2027-07-08T13:00:00Z'))]);
    expect(results.reduce((sum, r) => sum + r.queued, 0)).toBe(2);
    expect((await mailsOf(SUMMER.slug)).map((m) => m.recipient)).toEqual(['grace@example.com', 'linus@example.com']);
  });

  it(`queues a large list in batches of ${NEWSLETTER_BATCH_SIZE}, each subscriber once`, async () => {
    await addIssue(BIG);
    const extra = NEWSLETTER_BATCH_SIZE * 2 + 345;
    await api.sql(
      `INSERT INTO newsletter_subscription (email, source, status, confirm_token, unsubscribe_token, confirmed_at)
       SELECT 'reader' || n || '@example.com', 'test', 'confirmed', md5('c' || n) || md5('x' || n), md5('u' || n) || md5('y' || n), now()
       FROM generate_series(1, $1) AS n`,
      [extra],
    );
    const started = performance.now();
    const result = await issues.sendDue(at('2027-01-14T14:30:00Z'));
    const ms = performance.now() - started;
    expect(result).toEqual({ issue: BIG.slug, queued: extra + 2 });
    const [counts] = await api.sql<{ rows: number; recipients: number }>(
      `SELECT count(*)::int AS rows, count(DISTINCT recipient)::int AS recipients FROM outbox_email WHERE kind = 'newsletter-issue' AND related_id LIKE $1`,
      [`${BIG.slug}:%`],
    );
    expect(counts).toEqual({ rows: extra + 2, recipients: extra + 2 });
    console.log(`newsletter: ${extra + 2} subscribers queued in ${Math.round(ms)} ms`);
  });
});

describe('the archive', () => {
  it('lists only issues whose Thursday 9:00 New York time has passed, newest first, with ETags', async () => {
    const shipped = (await loadContent()).newsletterIssues;
    const sent = shipped.filter((i) => issueSendsAt(i.sendDate).getTime() <= Date.now());
    const response = await api.visitor().get('/api/newsletter-issues');
    expect(response.status).toBe(200);
    const list = newsletterIssueListSchema.parse(response.body);
    expect(list.map((i) => i.slug)).toEqual(sent.map((i) => i.slug).reverse());
    expect(list.map((i) => i.slug)).not.toContain(WINTER.slug);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const again = await api.visitor().get('/api/newsletter-issues', { 'if-none-match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('with a fixed clock: the day before an issue it is hidden, from 9:00 New York time on its Thursday it is listed', async () => {
    const slugsAt = async (iso: string) => (JSON.parse((await issues.list(at(iso))).body) as Array<{ slug: string }>).map((i) => i.slug);
    expect(await slugsAt('2026-11-19T13:59:00Z')).toEqual(['83b-election-30-days']);
    expect(await slugsAt('2026-11-19T14:00:00Z')).toEqual(['delaware-franchise-tax-assumed-par-value', '83b-election-30-days']);
    await expect(issues.issue('tax-calendar-next-quarter', at('2026-12-02T12:00:00Z'))).rejects.toThrow('not found');
    expect(JSON.parse((await issues.issue('tax-calendar-next-quarter', at('2026-12-03T14:00:00Z'))).body).slug).toBe('tax-calendar-next-quarter');
  });

  it('serves a sent issue with its parsed body; an issue still to come, an unknown slug or a malformed one is refused', async () => {
    const response = await api.visitor().get('/api/newsletter-issues/83b-election-30-days');
    expect(response.status).toBe(200);
    const issue = newsletterIssueSchema.parse(response.body);
    expect(issue.sendDate).toBe('2026-11-12');
    expect(issue.sentAt).toBe('2026-11-12T14:00:00.000Z');
    expect(issue.body.length).toBeGreaterThan(3);
    expect((await api.visitor().get(`/api/newsletter-issues/${SUMMER.slug}`)).status).toBe(404);
    expect((await api.visitor().get('/api/newsletter-issues/no-such-issue')).status).toBe(404);
    const bad = await api.visitor().get('/api/newsletter-issues/Not_A_Slug');
    expect(bad.status).toBe(400);
  });
});

describe('through SMTP', () => {
  it('the issue reaches the confirmed subscriber with the one-click headers, and not the pending one', async () => {
    const sink = await startSmtpSink();
    const mailing = await startTestApi({ SITE_URL, SMTP_URL: sink.url });
    try {
      const add = (email: string, status: string) =>
        mailing.sql(`INSERT INTO newsletter_subscription (email, source, status, confirm_token, unsubscribe_token) VALUES ($1, 'test', $2, $3, $4)`, [
          email,
          status,
          token(),
          token(),
        ]);
      await add('reader@example.com', 'confirmed');
      await add('maybe@example.com', 'pending');
      await mailing.sql(
        `INSERT INTO newsletter_issue (slug, title, summary, send_date, content) VALUES ('smtp-issue', 'By SMTP', 'S.', '2027-01-21', 'Body.')`,
      );
      expect(await mailing.service(NewsletterIssuesService).sendDue(at('2027-01-21T14:00:00Z'))).toEqual({ issue: 'smtp-issue', queued: 1 });
      await mailing.service(MailService).flush();
      const received = sink.messages.filter((m) => /^Subject: By SMTP/m.test(m.raw));
      expect(received.map((m) => m.to)).toEqual([['reader@example.com']]);
      const headers = received[0]!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/launchops\.test\/api\/newsletter-subscriptions\/unsubscribe\/[A-Za-z0-9_-]{32,}>$/m);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    } finally {
      await mailing.close();
      await sink.close();
    }
  });
});
