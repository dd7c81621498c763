import styled from '@emotion/styled';
import { apiGet, consultantListSchema, numberWord, type SitePolicies } from '@launchops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { ProseSection, SitePageLayout, StyledCallout, StyledProse } from '../shared/site-page-layout';
import { FactWording, PolicyStatement, useSitePolicies } from '../policies/site-policies';

const StyledAdvisor = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
  margin: 0 0 14px;
  img {
    flex: none;
    border-radius: 50%;
    background: var(--lo-bg-muted);
  }
  p {
    margin: 0;
  }
`;

/**
 * The advisor met in a consulting session, from the same data as /consulting (GET /api/consultants), so the two
 * pages cannot disagree. "More about" on the consulting page links here (#advisor).
 */
function AdvisorSection() {
  const consultants = useQuery({ queryKey: ['consulting', 'consultants'], queryFn: ({ signal }) => apiGet('/api/consultants', consultantListSchema, signal) });
  const advisor = consultants.data?.[0];
  return (
    <ProseSection id="advisor" title="Who you talk to">
      {advisor ? (
        <>
          <StyledAdvisor>
            <img src={advisor.avatarUrl} alt="" width={72} height={72} loading="lazy" decoding="async" />
            <div>
              <p>
                <strong>{advisor.name}</strong>
              </p>
              <p>
                {advisor.specialty}, {advisor.experience} of experience
              </p>
            </div>
          </StyledAdvisor>
          <p>{advisor.bio}</p>
          {advisor.expertise.length > 0 && (
            <ul>
              {advisor.expertise.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          <p>
            The Operations Advisor chat answers from the same guides as the checklist; a <Link to="/consulting">consulting session</Link> is a video call with{' '}
            {advisor.name.split(/\s+/)[0]}.
          </p>
        </>
      ) : consultants.isError ? (
        <p>
          Our advisor's profile could not be loaded just now; the <Link to="/consulting">consulting page</Link> introduces them.
        </p>
      ) : (
        <p aria-busy="true">Loading the advisor's profile...</p>
      )}
    </ProseSection>
  );
}

/** What each area covers, in this page's words; the areas' names and order come from the content (categories.yaml). */
const COVERS: Record<string, string> = {
  legal: 'choosing the entity, filing the certificate of incorporation, founder stock with vesting, the 83(b) election, the cap table and minute book.',
  banking: 'getting an EIN, opening the business bank account, bookkeeping with a monthly close, payment processing, and a budget and runway model.',
  tax: 'state tax registrations, sales-tax nexus, estimated taxes, Forms 1099-NEC, the Delaware annual report and franchise tax, and the federal return.',
  hr: 'classifying workers, running payroll, state withholding and unemployment accounts, Forms I-9 and W-4, required notices and benefits.',
  identity: 'the domain name, professional e-mail, a trademark for your brand and a first website.',
  operations: 'project management, document storage and passwords, a CRM for customers and investors, and backups.',
};

const SOURCES = [
  'the IRS (EIN applications, Form 2553, payroll and 1099 filing instructions)',
  'FinCEN (beneficial ownership reporting)',
  'the Delaware Division of Corporations (formation filings, annual report and franchise tax)',
  'the U.S. Small Business Administration (SBA)',
  'USCIS (Form I-9 and employment eligibility)',
  'the U.S. Department of Labor and state revenue and workforce agencies',
  'the USPTO (trademark search)',
];

/** What the checklist covers and how its content is sourced; the counts and areas from the content. */
function ContentSections({ site }: { site: SitePolicies | undefined }) {
  return (
    <>
      <ProseSection id="checklist" title="What the checklist covers">
        <p>
          The <Link to="/checklist">startup checklist</Link> has{' '}
          {site ? `${site.counts.tasks} tasks in ${numberWord(site.counts.areas)} areas` : 'its tasks in areas'}. Each task explains why it matters, roughly how
          long it takes and how hard it is, with practical tips and, where they help, tools that do the job.
        </p>
        <ul aria-busy={site ? undefined : true}>
          {site?.areas.map((area) => (
            <li key={area.slug}>
              <Link to={`/checklist/${area.slug}`}>
                <strong>{area.name}</strong>
              </Link>
              : {COVERS[area.slug] ?? area.description}
            </li>
          ))}
        </ul>
        <p>
          It is written for US companies. Delaware is the default state of incorporation, because most venture-backed startups use it, and a separate task
          covers registering in the state where you actually work.
        </p>
        <PolicyStatement id="accounts" />
        <p>
          The <Link to="/privacy">privacy policy</Link> lists what is kept and for how long.
        </p>
      </ProseSection>

      <ProseSection id="sources" title="How we source and verify the content">
        <p>Every task starts from primary sources, above all:</p>
        <ul>
          {SOURCES.map((source) => (
            <li key={source}>{source}.</li>
          ))}
        </ul>
        <p>
          Practitioner guides from companies such as Stripe Atlas, Clerky, Carta and Gusto help us describe how things are usually done in practice. Where a
          rule comes from a statute or an agency, the task cites the agency.
        </p>
        <p>
          Each task lists the sources it was checked against and the date we last verified it. Figures that change (fees, thresholds, deadlines) are marked as
          dated in the text. The whole checklist was last reviewed on <time dateTime="2026-11-15">November 15, 2026</time>.
        </p>
        <p>
          When a rule changes, we rewrite the task and update its date. After FinCEN's interim final rule of March 2025 exempted companies formed in the United
          States from beneficial ownership (BOI) reporting, for example, the BOI task was rewritten to explain who still has to file and how to record the
          exemption.
        </p>
        <StyledCallout>
          <p>
            Spotted something out of date or wrong? <Link to="/contact">Tell us</Link>. Corrections are the most useful messages we get, and we fix confirmed
            errors quickly.
          </p>
        </StyledCallout>
      </ProseSection>
    </>
  );
}

export function AboutPage() {
  const site = useSitePolicies().data;
  usePageMeta({
    title: 'About LaunchOps',
    description: `Who is behind LaunchOps, what the ${site ? `${site.counts.tasks}-task ` : ''}startup checklist covers, and how we source and verify it against the IRS, FinCEN, Delaware, the SBA and USCIS.`,
  });
  return (
    <SitePageLayout
      eyebrow="Company"
      title="About LaunchOps"
      lead="LaunchOps is a small, independent guide to the operational side of starting a company in the United States: the filings, accounts, taxes and hiring paperwork that sit between having an idea and running a business."
    >
      <StyledProse>
        <ProseSection id="why" title="Why we built it">
          <p>
            Most founders are good at their product and new to everything around it. The rules for forming a company, paying yourself and hiring a first
            employee are public, but they are spread across federal agencies, state websites and law-firm blog posts, and the order to do things in is rarely
            written down anywhere.
          </p>
          <p>
            Getting the order wrong can be expensive. <FactWording id="83b-deadline" /> A contractor who should have been an employee can mean back taxes and
            penalties. We put the steps in order, explain each one in plain English and link to the official source, so you can work through them an evening at
            a time and arrive at a lawyer or accountant with the right questions.
          </p>
        </ProseSection>

        <ContentSections site={site} />

        <AdvisorSection />

        <ProseSection id="not-advice" title="What LaunchOps is not">
          <p>
            We are not a law firm, an accounting firm or a financial adviser, and nothing on the site is legal, tax or financial advice. The checklist tells you
            what usually needs doing and where the official rules are. For decisions that depend on your own facts, such as an S-corp election, an equity split
            or a visa question, talk to a licensed attorney or CPA. Our <Link to="/consulting">consulting sessions</Link> are practical operations help with the
            same limits: we help you get organised and prepare the right questions.
          </p>
        </ProseSection>

        <ProseSection id="funding" title="How LaunchOps is funded">
          <PolicyStatement id="plans" />
          <PolicyStatement id="sessions" />
          <PolicyStatement id="affiliate-links" />
          <p>
            The <Link to="/affiliate">affiliate disclosure</Link> explains the links to tools, and the <Link to="/partners">partners page</Link> explains how
            tools are chosen.
          </p>
        </ProseSection>

        <ProseSection id="contact" title="Get in touch">
          <p>
            Questions, corrections, partnership ideas or press enquiries: use the <Link to="/contact">contact form</Link>. We reply within two business days.
          </p>
        </ProseSection>
      </StyledProse>
    </SitePageLayout>
  );
}
