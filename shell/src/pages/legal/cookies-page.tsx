import { Link } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { DataTable, type DataTableRow } from '../shared/data-table';
import { ProseSection, SitePageLayout, StyledCallout, StyledProse } from '../shared/site-page-layout';

/** Every cookie and storage key the site sets, with what it holds and for how long. */
const STORAGE_ROWS: DataTableRow[] = [
  {
    key: 'lo_visitor',
    header: <code>lo_visitor</code>,
    cells: [
      <>
        First-party cookie, set by our server. <code>HttpOnly</code>, <code>SameSite=Lax</code>, and <code>Secure</code> on HTTPS.
      </>,
      <>
        A random id with nothing about you in it. Our server uses it to keep your checklist progress, your bookings list and your chat history together, and it
        is stored with affiliate click records.
      </>,
      '1 year from when it is first set',
    ],
  },
  {
    key: 'lo_release_id',
    header: <code>lo_release_id</code>,
    cells: [
      <>
        First-party cookie, set by our server. <code>HttpOnly</code>, <code>SameSite=Lax</code>, and <code>Secure</code> on HTTPS.
      </>,
      <>
        Another random id, used for one thing only: when a team tries a new version of a section of the site on a share of visitors first, it decides whether
        you are in that share, so the page does not change from one visit to the next. It is not stored with anything you do.
      </>,
      '1 year from when it is first set',
    ],
  },
  {
    key: 'lo_session',
    header: <code>lo_session</code>,
    cells: [
      <>
        First-party cookie, set by our server only when you sign in. <code>HttpOnly</code>, <code>SameSite=Lax</code>, and <code>Secure</code> on HTTPS.
      </>,
      <>
        A random sign-in token that keeps you signed in to your account; we keep only a hash of it. While it is set, your progress and plan are your
        account&apos;s, the same on every device you sign in on; your account&apos;s data is reached only through it, never through <code>lo_visitor</code>.
        Signing out removes it.
      </>,
      '30 days from its last use, or until you sign out',
    ],
  },
  {
    key: 'lo_release_pin',
    header: <code>lo_release_pin</code>,
    cells: [
      <>
        First-party cookie, set by our server only when you open a test link from our team. <code>HttpOnly</code>, <code>SameSite=Lax</code>.
      </>,
      'Which test version of a section the link asked to show you. Ordinary visits never set it.',
      'Until you close the browser',
    ],
  },
  {
    key: 'theme',
    header: <code>theme</code>,
    cells: [
      'localStorage entry, written by the page itself.',
      <>
        <code>light</code> or <code>dark</code>: the colour theme you picked with the toggle in the menu bar. It is only written when you use the toggle, and it
        never leaves your browser. Without it, the site follows your device's setting.
      </>,
      "Until you clear this site's data",
    ],
  },
];

export function CookiesPage() {
  usePageMeta({
    title: 'Cookies and browser storage',
    description:
      'LaunchOps sets first-party cookies only: lo_visitor and lo_release_id (random ids), lo_session while you are signed in, one for test links, and one localStorage key. No analytics or ads.',
  });
  return (
    <SitePageLayout
      eyebrow="Legal"
      title="Cookies and browser storage"
      lead="LaunchOps uses two cookies of its own, one more while you are signed in to an account, one only if you open a test link from our team, and one browser storage key. There are no analytics, advertising or social-media cookies on this site."
      updated="2026-11-25"
    >
      <StyledProse>
        <ProseSection id="list" title="Everything the site stores in your browser">
          <DataTable label="Cookies and storage keys used by LaunchOps" columns={['Name', 'Kind', 'What it holds and why', 'Lifetime']} rows={STORAGE_ROWS} />
        </ProseSection>

        <ProseSection id="not-used" title="What we do not use">
          <ul>
            <li>no analytics cookies or scripts, from Google or anyone else;</li>
            <li>no advertising, retargeting or social-media cookies or pixels;</li>
            <li>no cookies set by other companies while you are on LaunchOps.</li>
          </ul>
          <p>Because these cookies are needed for the site to work as you use it and do not follow you to other sites, we do not show a cookie banner.</p>
        </ProseSection>

        <ProseSection id="other-sites" title="Cookies on other sites">
          <p>
            When you follow a link from LaunchOps to a tool's website, that site may set its own cookies, including cookies that record that you came through an
            affiliate link. Its own cookie and privacy policies apply there. The <Link to="/affiliate">affiliate disclosure</Link> explains what our links
            carry.
          </p>
        </ProseSection>

        <ProseSection id="choices" title="Your choices">
          <p>You can delete or block both in your browser's settings for this site. Here is what happens if you do:</p>
          <ul>
            <li>
              <strong>
                Deleting <code>lo_visitor</code>
              </strong>{' '}
              gives your browser a fresh id on the next visit: the checklist starts empty and your previous progress, bookings list and chat history are no
              longer shown. Bookings themselves are not cancelled, and the links in your confirmation e-mails keep working.
            </li>
            <li>
              <strong>Blocking cookies</strong> means the site can still be read, but checklist progress and chat history cannot be kept between visits.
            </li>
            <li>
              <strong>
                Deleting <code>theme</code>
              </strong>{' '}
              makes the site follow your device's light or dark setting again.
            </li>
          </ul>
          <StyledCallout>
            <p>
              The <Link to="/privacy">privacy policy</Link> explains what is stored on our server against the visitor id, for how long, and how to ask for
              deletion.
            </p>
          </StyledCallout>
        </ProseSection>
      </StyledProse>
    </SitePageLayout>
  );
}
