import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { ProseSection, SitePageLayout, StyledButtonLink, StyledCallout, StyledProse } from '../shared/site-page-layout';
import { PolicyStatement } from '../policies/site-policies';

/** How a company proposes a partnership. */
function ProposeSection() {
  return (
    <>
      <ProseSection id="propose" title="Propose a partnership">
        <p>
          We are glad to hear from companies whose products help founders with formation, banking, tax, payroll, HR or everyday operations. Write to us through
          the contact form with the topic "Partnerships" and include:
        </p>
        <ul>
          <li>what your product does, and which checklist task it helps with;</li>
          <li>what a company in its first year pays, including any free tier or startup discount;</li>
          <li>whether you run an affiliate or referral programme, and on what terms;</li>
          <li>the name of a person we can talk to.</li>
        </ul>
        <StyledCallout>
          <p>
            We reply within two business days. We say no to products we cannot evaluate ourselves, and to any offer that asks for placement, ratings or
            editorial coverage in return for payment.
          </p>
        </StyledCallout>
        <p>
          <StyledButtonLink to="/contact?topic=partnership">
            <Handshake size={18} aria-hidden="true" />
            Propose a partnership
          </StyledButtonLink>
        </p>
      </ProseSection>
    </>
  );
}

export function PartnersPage() {
  usePageMeta({
    title: 'Partners and how we choose tools',
    description:
      'How LaunchOps selects the software and services it recommends to founders, what affiliate partners can and cannot buy, and how to propose a partnership.',
  });
  return (
    <SitePageLayout
      eyebrow="Company"
      title="Partners"
      lead="LaunchOps recommends software and services that help founders get through the checklist. This page explains how a tool earns its place on the site, and how companies can talk to us about working together."
    >
      <StyledProse>
        <ProseSection id="selection" title="How we choose the tools we recommend">
          <p>
            A tool is listed only when it helps with a specific task on the <Link to="/checklist">checklist</Link>, such as forming the company, running payroll
            or keeping the books. Before we recommend one, we check that:
          </p>
          <ul>
            <li>
              it fits a company of one to twenty people, at a price an early-stage company can pay. Where a free or government option exists we list it first:
              an EIN, for example, costs nothing when you apply directly with the IRS, and the checklist says so;
            </li>
            <li>its pricing is published. If we cannot find a stable starting price, we write "See pricing" rather than guess;</li>
            <li>it is established and in real use by US startups, with documentation and support we could find our way through;</li>
            <li>it covers security basics, such as two-factor sign-in, and lets you export your data if you leave.</li>
          </ul>
          <p>
            We read each product's official documentation and pricing pages, and try the sign-up flow where we can. We look at listings again whenever we review
            the checklist, and remove tools whose pricing or product has changed so much that they no longer fit.
          </p>
        </ProseSection>

        <ProseSection id="what-money-cannot-buy" title="What a partner cannot buy">
          <p>Some of the companies we recommend run affiliate programmes. Where we stand today:</p>
          <PolicyStatement id="affiliate-links" />
          <p>
            The <Link to="/affiliate">affiliate disclosure</Link> has the details. Whatever changes, money from a company will never buy:
          </p>
          <ul>
            <li>a place in the checklist or on the tools and software pages;</li>
            <li>a better position or a "recommended" label (we rate no product);</li>
            <li>changes to our guides, articles or the Operations Advisor's answers.</li>
          </ul>
          <p>
            Tools are listed on the same terms whether or not they run an affiliate programme, and links such as those to the IRS or a state agency never earn
            anyone anything.
          </p>
        </ProseSection>

        <ProseSection id="logos" title="Names and logos on LaunchOps">
          <p>
            When we show a product's name or logo, it means we recommend the product. It does not mean that the company endorses LaunchOps or has an agreement
            with us.
          </p>
        </ProseSection>

        <ProposeSection />
      </StyledProse>
    </SitePageLayout>
  );
}
