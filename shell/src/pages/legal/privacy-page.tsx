import { Link } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { DataTable } from '../shared/data-table';
import { ProseSection, SitePageLayout, StyledCallout, StyledProse, type TocEntry } from '../shared/site-page-layout';
import { PolicyStatement } from '../policies/site-policies';
import { useLastChange } from '../policies/last-change';

const TOC: TocEntry[] = [
  { id: 'summary', label: 'In short' },
  { id: 'what-we-store', label: 'What we store' },
  { id: 'retention', label: 'How long we keep it' },
  { id: 'not-done', label: 'What we do not do' },
  { id: 'processors', label: 'Who else handles it' },
  { id: 'your-rights', label: 'Access and deletion' },
  { id: 'security', label: 'Security' },
  { id: 'children', label: 'Children' },
  { id: 'changes', label: 'Changes' },
];

interface StoredData {
  what: string;
  holds: string;
  why: string;
  kept: string;
}

const STORED: StoredData[] = [
  {
    what: 'Visitor cookie',
    holds: 'The lo_visitor cookie: a random id such as 3f9c2a1e-…, with nothing about you in it.',
    why: 'Tells our server which checklist progress, bookings list and chat history belong to this browser.',
    kept: 'The cookie expires one year after it is set.',
  },
  {
    what: 'Release cookie and section reports',
    holds:
      "The lo_release_id cookie (another random id), and, from the pages you load, counts of how each section of the site loaded: how long it took and whether it failed, per version of the section, summed per minute with everyone else's. No address, page, visitor id or anything you typed is in those counts.",
    why: 'To try a new version of a section on a share of visitors first, keep you on the same version between visits, and undo a version that fails in browsers.',
    kept: 'The cookie expires one year after it is set; the per-minute counts are deleted after 7 days.',
  },
  {
    what: 'Account (sign-in by e-mail code or passkey)',
    holds:
      "Your e-mail address, the visitor id your data is kept under, each one-time sign-in code we sent (only a hash of it: the e-mail that carries a code keeps it only until the e-mail is sent), your sign-in sessions (a hash of each, with when it began and was last used) and, if you add passkeys, each passkey's public key, name and when it was last used (the private key never leaves your device).",
    why: 'To sign you in without a password and keep your progress, plan and bookings together on every browser you sign in on.',
    kept: "Sign-in codes are deleted after a day; ended sessions after 30 days; the account until you delete it on your account page, which deletes everything kept with it at once. Bookings are then kept, without your name, address or notes, for the advisor's accounts, and deleted three years after the session like every booking.",
  },
  {
    what: 'Checklist progress',
    holds: 'Which tasks you marked complete, and when, stored against the visitor id.',
    why: 'Shows your progress when you come back.',
    kept: 'Deleted once this browser has saved no progress and sent no chat message for 12 months.',
  },
  {
    what: 'Readiness quiz and launch plan',
    holds:
      'Your quiz answers (how the company is set up, where and when it was formed, stock grant, hiring, fundraising and sales dates, fiscal year end), stored against the visitor id, and the secret address of your calendar feed if you made one.',
    why: 'To build your plan and its dated deadlines, and to serve the calendar feed your calendar app subscribes to.',
    kept: 'Same as checklist progress; while deadline reminders are on, the plan is kept so the reminders keep working. Revoking the feed address stops it at once.',
  },
  {
    what: 'Deadline reminders',
    holds: 'E-mail address, status, the dates you asked, confirmed or stopped, and which reminders we sent (deadline and day).',
    why: 'To e-mail you a week before and the day before each deadline in your plan, only after you confirm (double opt-in).',
    kept: 'Until you stop them (one click in any reminder, or on your plan page); 30 days after that, or 30 days after an unconfirmed request, the address is deleted.',
  },
  {
    what: 'Operations Advisor chat',
    holds: 'Your questions and the answers, stored against the visitor id.',
    why: 'Shows your conversation again when you reopen the chat.',
    kept: 'Same as checklist progress.',
  },
  {
    what: 'Consultation bookings',
    holds:
      'First and last name, e-mail address, date, time, topic and notes, the visitor id, and the e-mails we send about the booking (confirmation with calendar invitation, changes, cancellation).',
    why: 'To hold the session, send you the confirmation and its manage link, and list your bookings in this browser.',
    kept: '3 years after the session date, for our business records.',
  },
  {
    what: 'Newsletter',
    holds:
      'E-mail address, where on the site you signed up (for example the footer), status, when we last sent you the confirmation e-mail, and the dates you confirmed or unsubscribed.',
    why: 'To send the Thursday newsletter, only after you confirm (double opt-in).',
    kept: 'Until you unsubscribe. Unconfirmed sign-ups are deleted after 30 days. After you unsubscribe we keep only the address and the date, as a suppression entry, so we never write to it again.',
  },
  {
    what: 'Contact messages',
    holds: 'Name, e-mail address, topic, message, the visitor id and the time sent.',
    why: 'To answer you.',
    kept: '2 years after we receive the message.',
  },
  {
    what: 'Affiliate clicks',
    holds: 'Which tool link you followed, the page it was on, the visitor id and the time.',
    why: 'To see which recommendations founders find useful.',
    kept: '12 months after the click.',
  },
  {
    what: 'Theme choice',
    holds: 'The word light or dark, in your browser’s localStorage under the key theme.',
    why: 'Remembers the colour theme you picked. It never leaves your browser.',
    kept: 'Until you clear your browser’s site data.',
  },
];

/** What the site keeps, for how long, and what it never does. */
function StoredDataSections() {
  return (
    <>
      <ProseSection id="summary" title="In short">
        <PolicyStatement id="accounts" />
        <PolicyStatement id="data-kept" />
        <ul>
          <li>You can use the whole site without telling us who you are.</li>
          <li>
            One first-party cookie, <code>lo_visitor</code>, holds a random id that keeps your checklist progress, bookings list and chat history together. It
            contains nothing about you.
          </li>
          <li>
            We only learn your name or e-mail address when you give them to us: to make an account, book a consultation, join the newsletter, ask for deadline
            reminders or send a message.
          </li>
          <li>No analytics, advertising or social-media trackers run on LaunchOps, and we do not sell personal data.</li>
          <li>
            With an account, download everything we hold about you or delete it all from your <Link to="/account">account page</Link>. Otherwise, write to us
            through the <Link to="/contact?topic=privacy">contact form</Link> with the topic "Privacy and data requests".
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="what-we-store" title="What we store and why">
        <DataTable
          label="Data LaunchOps stores"
          columns={['What', 'What it holds', 'Why']}
          rows={STORED.map((row) => ({ key: row.what, header: row.what, cells: [row.holds, row.why] }))}
        />
        <p>
          Like every web server, ours sees your IP address with each request. We use it only to limit how many requests one address can send per minute
          (counters held in memory for about a minute) and do not store it in our database. The <Link to="/cookies">cookies page</Link> describes the cookie and
          the browser storage in detail.
        </p>
      </ProseSection>

      <ProseSection id="retention" title="How long we keep it">
        <DataTable
          label="How long LaunchOps keeps each kind of data"
          columns={['What', 'How long']}
          rows={STORED.map((row) => ({ key: row.what, header: row.what, cells: [row.kept] }))}
        />
        <p>When a period ends, the data is deleted from our database.</p>
      </ProseSection>

      <ProseSection id="not-done" title="What we do not do">
        <ul>
          <li>We do not use Google Analytics or any other third-party analytics, advertising pixels or social-media widgets.</li>
          <li>We do not sell or rent personal data, or share it with anyone for their own marketing.</li>
          <li>We do not build profiles of visitors or follow you across other websites.</li>
          <li>
            We do not send your visitor id, name or e-mail address to the companies whose tools we link to. An affiliate link only tells them the visit came
            from LaunchOps (see the <Link to="/affiliate">affiliate disclosure</Link>).
          </li>
        </ul>
      </ProseSection>
    </>
  );
}

/** Who else handles the data, the visitor's rights, security, children and changes. */
function RightsSections() {
  return (
    <>
      <ProseSection id="processors" title="Who else handles your data">
        <p>A few service providers handle data on our behalf, only to run the site:</p>
        <ul>
          <li>the company that hosts our servers and database;</li>
          <li>the e-mail delivery service that sends booking confirmations and newsletter e-mails;</li>
          <li>
            when the Operations Advisor is connected to an AI language model, the provider of that model receives the text of your question, together with the
            passages of our guides that relate to it, to write the answer. It does not receive your visitor id, name or e-mail address, so do not type personal
            details you would not want to share into the chat.
          </li>
        </ul>
        <p>We may also disclose data if the law requires it, for example in response to a valid court order.</p>
      </ProseSection>

      <ProseSection id="your-rights" title="Access, correction and deletion">
        <p>
          Anyone can ask us what we hold about them, to correct it or to delete it, wherever they live. Use the{' '}
          <Link to="/contact?topic=privacy">contact form</Link> with the topic "Privacy and data requests" and give the e-mail address you used with us (for a
          booking, the newsletter or an earlier message). To make sure the request really comes from you, we reply to that address before acting. We answer
          within 30 days, and usually much sooner.
        </p>
        <p>
          Data tied only to the visitor cookie (checklist progress, chat history, affiliate clicks) carries no name or e-mail address, so we cannot find it from
          your request. Clearing the cookies for this site detaches it from you: your browser gets a fresh, empty id, and the old records can no longer be
          reached by anyone visiting the site. They are then deleted on the schedule above.
        </p>
        <StyledCallout>
          <p>Some things you can do yourself at any time:</p>
          <ul>
            <li>unsubscribe from the newsletter or the deadline reminders with the link at the bottom of every e-mail;</li>
            <li>
              reschedule or cancel a consultation with the manage link in your confirmation e-mail (cancelling keeps the booking record for our business
              records; ask us if you also want the notes removed);
            </li>
            <li>clear this site's cookies and storage in your browser settings.</li>
          </ul>
        </StyledCallout>
      </ProseSection>

      <ProseSection id="security" title="Security">
        <p>
          The site is served over HTTPS. The visitor cookie is marked <code>HttpOnly</code> and <code>SameSite=Lax</code>, so scripts on the page cannot read it
          and other sites cannot use it to act for you. Each booking's manage link contains a long random token: anyone with the link can change that booking,
          so treat the confirmation e-mail as private. Access to the database is limited to the people who run LaunchOps.
        </p>
      </ProseSection>

      <ProseSection id="children" title="Children">
        <p>
          LaunchOps is written for adults starting businesses and is not directed at children. We do not knowingly collect personal data from anyone under 13;
          if you believe a child has sent us their details, tell us and we will delete them.
        </p>
      </ProseSection>

      <ProseSection id="changes" title="Changes to this policy">
        <p>
          If what we store or how long we keep it changes, we update this page first and change the date at the top. Questions about this policy are welcome
          through the <Link to="/contact?topic=privacy">contact form</Link>.
        </p>
      </ProseSection>
    </>
  );
}

export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy policy',
    description:
      'What LaunchOps stores (a visitor cookie, an optional account, progress, quiz answers, reminders, bookings, newsletter, chat and messages), for how long, and how to delete it.',
  });
  const updated = useLastChange('2026-11-27', ['accounts', 'data-kept']);
  return (
    <SitePageLayout
      eyebrow="Legal"
      title="Privacy policy"
      lead="LaunchOps runs no third-party tracking. This page lists everything the site stores about visitors, why, for how long, and how to have it deleted."
      updated={updated}
      toc={TOC}
    >
      <StyledProse>
        <StoredDataSections />

        <RightsSections />
      </StyledProse>
    </SitePageLayout>
  );
}
