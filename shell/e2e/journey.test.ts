import { describe, expect, it } from 'vitest';
import { standInForOtherHosts } from '@launchops/kit/e2e';
import { useTestSiteWithMailbox } from '@launchops/tools/test-site';
import { bookAndReschedule, goDark, subscribe } from './support/journey-booking.js';
import { askTheAdvisor, completeTwoTasks, pickATool, readAnArticle } from './support/journey-reading.js';
import { collectErrors, JOURNEYS } from './support/journey.js';

/*
 * The acceptance journey, as a first-time visitor (a fresh browser context: no cookies, no storage):
 * reads an article, asks the chat a question and follows a linked task, completes two tasks, filters the
 * tools and clicks one, books a consultation and reschedules it, subscribes to the newsletter, and turns on
 * dark mode, which persists across reloads. Once on a desktop screen and once on a 360 px wide phone.
 */

// The API sends its e-mails to the sink: the visitor reschedules through the link in the confirmation.
// No LLM: the Operations Advisor answers from the seeded guides alone, the same way every run.
const { site, browser, mailbox } = useTestSiteWithMailbox({ apiEnv: { OPENAI_BASE_URL: '' } });

describe('a first-time visitor', () => {
  for (const journey of JOURNEYS) {
    it(`reads, asks, completes tasks, picks a tool, books and reschedules, subscribes and goes dark (${journey.name})`, async () => {
      const context = await browser.newContext({ baseURL: site.siteUrl, colorScheme: 'light', reducedMotion: 'reduce', ...journey.context });
      await standInForOtherHosts(context);
      const page = await context.newPage();
      const errors = collectErrors(page);
      const visit = { journey, context, page, siteUrl: site.siteUrl, apiUrl: site.apiUrl, mailbox };
      try {
        await readAnArticle(visit);
        await askTheAdvisor(visit);
        await completeTwoTasks(visit);
        await pickATool(visit);
        await bookAndReschedule(visit);
        await subscribe(visit);
        await goDark(visit);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
