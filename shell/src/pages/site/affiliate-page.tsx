import { Link } from 'react-router';
import { usePageMeta } from '@launchops/contracts/react';
import { ProseSection, SitePageLayout, StyledCallout, StyledProse } from './site-page-layout';

export function AffiliatePage() {
  usePageMeta({
    title: 'Affiliate disclosure',
    description:
      'Some LaunchOps links to tools are affiliate links: we may earn a commission at no extra cost to you, and it never decides what we recommend. How to spot them and what we record.',
  });
  return (
    <SitePageLayout
      eyebrow="Legal"
      title="Affiliate disclosure"
      lead="Some links on LaunchOps are affiliate links. If you follow one and then sign up or buy, the company may pay us a commission. Here is how that works, and what it does not change."
      updated="2026-11-22"
    >
      <StyledProse>
        <StyledCallout>
          <ul>
            <li>
              <strong>You pay the same.</strong> A commission comes from the company, at no extra cost to you. Where we
              mention a discount, it is one the company offers through the link.
            </li>
            <li>
              <strong>It never decides what we recommend.</strong> Tools are chosen on the criteria on our{' '}
              <Link to="/partners">partners page</Link>, and tools that pay us nothing are listed on the same terms.
            </li>
          </ul>
        </StyledCallout>

        <ProseSection id="which-links" title="Which links are affiliate links">
          <p>
            Links to tools on the <Link to="/tools">tools page</Link>, on <Link to="/software">software</Link> pages and
            among the recommended tools in <Link to="/checklist">checklist</Link> tasks can be affiliate links. You can
            recognise them by the tracking parameters added to the address, which you can see by hovering over the link or
            in the address bar after following it:
          </p>
          <ul>
            <li>
              <code>utm_source</code> and <code>ref</code>: the tool, so the company knows the visit came from LaunchOps;
            </li>
            <li>
              <code>utm_medium=affiliate</code>;
            </li>
            <li>
              <code>utm_campaign</code>: the kind of page the link was on, such as <code>checklist</code> or{' '}
              <code>tools_page</code>.
            </li>
          </ul>
          <p>
            These parameters alone do not mean we are paid: some tools have no affiliate programme, and government
            services such as the IRS never pay us anything.
          </p>
        </ProseSection>

        <ProseSection id="what-we-record" title="What we record when you click">
          <p>
            When you follow a link to a tool, our server records which tool it was, the page you clicked from, the random
            id in your <code>lo_visitor</code> cookie and the time. We use these records to see which recommendations
            founders find useful and to check the commissions partners report, and we keep them for 12 months. We do not
            send your visitor id, name or e-mail address to the company. Once you are on its site, its own cookies and
            privacy policy apply. The <Link to="/privacy">privacy policy</Link> has the full list of what we store.
          </p>
        </ProseSection>

        <ProseSection id="why" title="Why we tell you">
          <p>
            You should know when we might benefit from a recommendation, so you can weigh it yourself; the US Federal
            Trade Commission expects the same. Commissions help pay for keeping the free checklist and guides up to date.
          </p>
          <p>
            Questions about a particular link? <Link to="/contact">Ask us</Link>, and we will tell you whether it earns
            us anything.
          </p>
        </ProseSection>
      </StyledProse>
    </SitePageLayout>
  );
}
