import { BOOKING_HORIZON_DAYS, SESSION_MINUTES } from '@launchops/contracts';
import { Link } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { ProseSection, SitePageLayout, StyledCallout, StyledProse, type TocEntry } from '../shared/site-page-layout';
import { PolicyStatement } from '../policies/site-policies';
import { useLastChange } from '../policies/last-change';

const TOC: TocEntry[] = [
  { id: 'using', label: 'Using LaunchOps' },
  { id: 'not-advice', label: 'Not professional advice' },
  { id: 'accuracy', label: 'Accuracy' },
  { id: 'consulting', label: 'Consulting sessions' },
  { id: 'plans', label: 'Prices and accounts' },
  { id: 'advisor', label: 'Operations Advisor' },
  { id: 'third-parties', label: 'Other sites and tools' },
  { id: 'acceptable-use', label: 'Acceptable use' },
  { id: 'content', label: 'Our content' },
  { id: 'liability', label: 'No warranty' },
  { id: 'changes', label: 'Changes' },
];

/** What the site offers and on what terms: information, consulting, plans and the chat. */
function ServiceSections() {
  return (
    <>
      <ProseSection id="using" title="Using LaunchOps">
        <p>
          These terms apply when you use the LaunchOps website, its checklist, its guides, the Operations Advisor chat and the consulting booking. By using the
          site you accept them; if you do not, please do not use it.
        </p>
      </ProseSection>

      <ProseSection id="not-advice" title="General information, not professional advice">
        <StyledCallout tone="warning">
          <p>
            Everything on LaunchOps is general information for founders of US companies. It is not legal, tax, accounting or financial advice, and using the
            site does not create an attorney–client, accountant–client or adviser relationship with anyone.
          </p>
        </StyledCallout>
        <p>
          Rules depend on your state, your entity, your numbers and your timing, and we do not know your situation. Before you make a decision with legal or tax
          consequences, such as choosing an entity, making a tax election, issuing equity or classifying a worker, check the official source and talk to a
          licensed attorney or CPA. You remain responsible for your own filings, payments and deadlines.
        </p>
      </ProseSection>

      <ProseSection id="accuracy" title="Accuracy and updates">
        <p>
          We work to keep the content accurate. Each checklist task names its sources and the date we last verified it, and figures that change are marked as
          dated. Laws, fees, forms and deadlines still change, sometimes with little notice, so parts of the site may be out of date or incomplete when you read
          them. Follow the link to the official source before you file or pay anything, and <Link to="/contact">tell us</Link> when you find a mistake.
        </p>
      </ProseSection>

      <ProseSection id="consulting" title="Consulting sessions">
        <ul>
          <li>A session is a {SESSION_MINUTES}-minute video call with the LaunchOps advisor. The link to join is in your confirmation e-mail.</li>
          <li>
            You book a free time on the <Link to="/consulting">consulting page</Link>, up to {BOOKING_HORIZON_DAYS} days ahead. Times are shown in the advisor's
            time zone, and each slot can be booked once.
          </li>
          <li>
            You reschedule or cancel a session with the manage link in your confirmation e-mail, or under your bookings on the{' '}
            <Link to="/consulting">consulting page</Link>. What each change costs or returns is the cancellation policy, stated once under payment and refunds
            below.
          </li>
          <li>
            Sessions give practical operational guidance, with the same limits as the rest of the site: the advisor helps you organise the work and prepare
            questions, and points you to an attorney or CPA where a question needs one.
          </li>
          <li>Please give accurate contact details when you book, and keep the manage link private, because anyone who has it can change the booking.</li>
        </ul>
        <PolicyStatement id="sessions" />
        <PolicyStatement id="refunds" />
      </ProseSection>

      <ProseSection id="plans" title="Prices and accounts">
        <PolicyStatement id="plans" />
        <PolicyStatement id="accounts" />
        <p>
          The price and length of a consulting session are also shown on the <Link to="/consulting">consulting page</Link> before you book.
        </p>
      </ProseSection>

      <ProseSection id="advisor" title="The Operations Advisor chat">
        <p>
          The advisor's answers are generated automatically from our guides and can be incomplete or wrong. Check the sources it lists before relying on an
          answer, and do not enter sensitive personal or financial information in the chat.
        </p>
      </ProseSection>
    </>
  );
}

/** Other sites, acceptable use, our content, liability and changes. */
function RulesSections() {
  return (
    <>
      <ProseSection id="third-parties" title="Other sites and tools">
        <p>
          We link to government agencies and to other companies' products. We do not control those sites and are not responsible for their content, products,
          prices or privacy practices; anything you agree with a tool provider is between you and them.
        </p>
        <PolicyStatement id="affiliate-links" />
        <p>
          The <Link to="/affiliate">affiliate disclosure</Link> explains the tracking on those links.
        </p>
      </ProseSection>

      <ProseSection id="acceptable-use" title="Acceptable use">
        <p>Please do not:</p>
        <ul>
          <li>send automated requests that overload the site or work around its rate limits;</li>
          <li>book consultation slots you do not intend to use, or make bookings in someone else's name without their permission;</li>
          <li>try to reach other visitors' data or any part of the site that is not meant to be public;</li>
          <li>use the contact form, newsletter or chat to send spam or unlawful content.</li>
        </ul>
        <p>We may block requests or cancel bookings that break these rules.</p>
      </ProseSection>

      <ProseSection id="content" title="Our content">
        <p>
          The guides, checklist text and design of LaunchOps are our work. You are welcome to use the checklist to run your own company and to quote short
          passages with a link back. Please do not republish whole guides or the checklist elsewhere without asking us.
        </p>
      </ProseSection>

      <ProseSection id="liability" title="No warranty, and limits of liability">
        <p>
          The site is provided as it is, without warranties of any kind. To the extent the law allows, LaunchOps is not liable for losses that come from relying
          on its content, including missed deadlines, penalties, fees or taxes, or from the site being unavailable.
        </p>
      </ProseSection>

      <ProseSection id="changes" title="Changes to these terms">
        <p>
          We may update these terms. The date at the top shows the current version, and a change does not affect a consultation that was booked before it.
          Questions about the terms are welcome through the <Link to="/contact">contact form</Link>.
        </p>
      </ProseSection>
    </>
  );
}

export function TermsPage() {
  usePageMeta({
    title: 'Terms of use',
    description:
      'The terms for using LaunchOps: general information rather than legal, tax or financial advice, the rules for consulting sessions, what is free and what is paid, accounts, and acceptable use.',
  });
  const updated = useLastChange('2026-11-27', ['sessions', 'refunds', 'plans', 'accounts', 'affiliate-links']);
  return (
    <SitePageLayout
      eyebrow="Legal"
      title="Terms of use"
      lead="The ground rules for using LaunchOps, written to be read. The most important one: the site gives general information, not professional advice."
      updated={updated}
      toc={TOC}
    >
      <StyledProse>
        <ServiceSections />

        <RulesSections />
      </StyledProse>
    </SitePageLayout>
  );
}
