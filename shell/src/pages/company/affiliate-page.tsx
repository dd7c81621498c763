import { Link } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { ProseSection, SitePageLayout, StyledCallout, StyledProse } from '../shared/site-page-layout';
import { PolicyStatement } from '../policies/site-policies';
import { useLastChange } from '../policies/last-change';

export function AffiliatePage() {
  usePageMeta({
    title: 'Affiliate disclosure',
    description:
      'How the links to tools on LaunchOps work: whether any earns us a commission, what the tracking on them means and what we record when you click.',
  });
  const updated = useLastChange('2026-11-27', ['affiliate-links', 'plans', 'sessions']);
  return (
    <SitePageLayout
      eyebrow="Legal"
      title="Affiliate disclosure"
      lead="Whether a link to a tool earns us anything, what the tracking on those links means, and what we record when you follow one."
      updated={updated}
    >
      <StyledProse>
        <StyledCallout>
          <PolicyStatement id="affiliate-links" />
          <p>
            Where we mention a discount, it is one the company offers to every startup, such as a startup programme. Tools are chosen on the criteria on our{' '}
            <Link to="/partners">partners page</Link>.
          </p>
        </StyledCallout>

        <ProseSection id="which-links" title="The tracking on our links">
          <p>
            Links to tools on the <Link to="/tools">tools page</Link>, on <Link to="/software">software</Link> pages and among the recommended tools in{' '}
            <Link to="/checklist">checklist</Link> tasks carry tracking parameters, which you can see by hovering over the link or in the address bar after
            following it:
          </p>
          <ul>
            <li>
              <code>utm_source</code> and <code>ref</code>: the tool, so the company knows the visit came from LaunchOps;
            </li>
            <li>
              <code>utm_medium=affiliate</code>;
            </li>
            <li>
              <code>utm_campaign</code>: the kind of page the link was on, such as <code>checklist</code> or <code>tools_page</code>.
            </li>
          </ul>
          <p>
            They tell the company the visit came from LaunchOps. They do not mean we are paid (see the statement at the top of this page), and government
            services such as the IRS never pay anyone.
          </p>
        </ProseSection>

        <ProseSection id="what-we-record" title="What we record when you click">
          <p>
            When you follow a link to a tool, our server records which tool it was, the page you clicked from, the random id in your <code>lo_visitor</code>{' '}
            cookie and the time. We use these records to see which recommendations founders find useful, and we keep them for 12 months. We do not send your
            visitor id, name or e-mail address to the company. Once you are on its site, its own cookies and privacy policy apply. The{' '}
            <Link to="/privacy">privacy policy</Link> has the full list of what we store.
          </p>
        </ProseSection>

        <ProseSection id="why" title="Why we tell you">
          <p>
            You should know whether we might benefit from a recommendation, so you can weigh it yourself; the US Federal Trade Commission expects the same. What
            LaunchOps charges for:
          </p>
          <PolicyStatement id="plans" />
          <PolicyStatement id="sessions" />
          <p>
            Questions about a particular link? <Link to="/contact">Ask us</Link>, and we will tell you whether it earns us anything.
          </p>
        </ProseSection>
      </StyledProse>
    </SitePageLayout>
  );
}
