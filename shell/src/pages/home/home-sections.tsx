import styled from '@emotion/styled';
import { Banknote, Building2, Check, CheckCircle2, Globe, HardDrive, Landmark, PieChart, Users, Wrench } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { gridListCss, tileLinkCss } from '@launchops/kit/styles';
import { countInWords, PolicyStatement, useSitePolicies } from '../policies/site-policies';

export const StyledSection = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 64px 16px;
  scroll-margin-top: 72px;
`;

export const StyledSectionTitle = styled.h2`
  font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  margin: 0 0 12px;
  text-align: center;
`;

export const StyledLead = styled.p`
  max-width: 720px;
  margin: 0 auto 40px;
  text-align: center;
  color: var(--lo-fg-muted);
  font-size: 1.05rem;
`;

const StyledButtonLink = styled(Link)<{ variant?: 'primary' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: 10px;
  font-weight: 600;
  text-decoration: none;
  border: 1px solid var(--lo-primary);
  background: ${(p) => (p.variant === 'outline' ? 'transparent' : 'var(--lo-primary)')};
  color: ${(p) => (p.variant === 'outline' ? 'var(--lo-primary)' : 'var(--lo-primary-fg)')};
`;

/* ---------- hero ---------- */

const StyledHero = styled.section`
  padding: 64px 16px 48px;
  background: radial-gradient(ellipse at top, var(--lo-primary-soft), var(--lo-bg) 70%);
`;

const StyledHeroInner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  gap: 40px;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
  align-items: center;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
  h1 {
    font-size: clamp(2rem, 5vw, 3.1rem);
    margin: 0 0 16px;
    letter-spacing: -0.02em;
  }
`;

const StyledHeroText = styled.p`
  margin: 0 0 28px;
  color: var(--lo-fg-muted);
  font-size: 1.15rem;
  max-width: 620px;
`;

const StyledHeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const StyledHeroCard = styled.aside`
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
  padding: 24px;
  h2 {
    font-size: 1.2rem;
    margin: 8px 0;
  }
  p {
    margin: 0 0 12px;
    color: var(--lo-fg-muted);
  }
`;

const StyledBadge = styled.span<{ tone?: 'warning' | 'primary' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${(p) => (p.tone === 'warning' ? 'var(--lo-warning-soft)' : 'var(--lo-primary-soft)')};
  color: ${(p) => (p.tone === 'warning' ? 'var(--lo-warning)' : 'var(--lo-primary)')};
`;

const StyledDivider = styled.hr`
  border: 0;
  border-top: 1px solid var(--lo-border);
  margin: 16px 0;
`;

export function Hero() {
  const questions = useSitePolicies().data?.counts.quizQuestions;
  return (
    <StyledHero aria-labelledby="hero-title">
      <StyledHeroInner>
        <div>
          <h1 id="hero-title">Launch your startup with every operational box ticked</h1>
          <StyledHeroText>
            LaunchOps walks founders through the paperwork nobody teaches: forming the company, getting an EIN and a bank account, staying ahead of tax
            deadlines and hiring lawfully. Step by step, with sources, tools and an advisor when you need one.
          </StyledHeroText>
          <StyledHeroActions>
            <StyledButtonLink to="/checklist">Launch Your Checklist</StyledButtonLink>
            <StyledButtonLink to="/#features" variant="outline">
              Explore Operational Areas
            </StyledButtonLink>
            <StyledButtonLink to="/checklist/quiz" variant="outline">
              Take the Readiness Quiz
            </StyledButtonLink>
          </StyledHeroActions>
        </div>
        <StyledHeroCard aria-labelledby="quiz-title">
          <StyledBadge>New</StyledBadge>
          <h2 id="quiz-title">Operational Readiness Quiz</h2>
          <p>
            Answer {questions ? `${countInWords(questions)} short` : 'a few short'} questions about your company and the checklist becomes your own plan: only
            the tasks that apply, in order, with every filing deadline dated and ready for your calendar.
          </p>
          <Link to="/checklist/quiz">Take the quiz</Link>
          <StyledDivider />
          <StyledBadge>Newsletter</StyledBadge>
          <h2>Weekly operational tips, every Thursday</h2>
          <p>One practical deadline, tool or process a week. Subscribe at the bottom of any page.</p>
        </StyledHeroCard>
      </StyledHeroInner>
    </StyledHero>
  );
}

/* ---------- area tiles and partners ---------- */

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** The icon keyword of categories.yaml, drawn. */
const AREA_ICONS: Record<string, Icon> = { Building2, Banknote, PieChart, Users, Globe, HardDrive, Landmark, Wrench };

/** A short line per area for the strip, in this page's words; the names and order come from categories.yaml. */
const AREA_LINES: Record<string, string> = {
  legal: 'Entity, incorporation filings, founder stock and the 83(b) election.',
  banking: 'EIN, business bank account, payments and bookkeeping habits.',
  tax: 'Franchise tax, federal returns, estimated taxes and 1099s.',
  hr: 'Contractors vs employees, payroll registrations and new-hire forms.',
  identity: 'Domain, professional e-mail, trademark and website.',
  operations: 'Project tools, documents and passwords, CRM and backups.',
};

const StyledTiles = styled.ul`
  ${gridListCss(240, 16, 'auto-fit')};
`;

/** One height for a tile and its placeholder, so nothing below moves when the areas arrive (a #pricing link). */
const tileHeightCss = `
  min-height: 164px;
  @media (max-width: 720px) { min-height: 120px; }
`;

const StyledTile = styled(Link)`
  display: flex;
  gap: 14px;
  ${tileLinkCss};
  ${tileHeightCss}
  padding: 20px;
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
    font-size: 0.95rem;
  }
  svg {
    flex: none;
    color: var(--lo-primary);
  }
`;

/** Holds a tile's place while the areas load, so the page below does not move when they arrive (a #pricing link). */
const StyledTilePlaceholder = styled.div`
  ${tileLinkCss};
  ${tileHeightCss}
  background: var(--lo-bg-muted);
`;

export function AreaTiles() {
  const areas = useSitePolicies().data?.areas;
  return (
    <StyledSection aria-labelledby="areas-title" style={{ paddingTop: 40, paddingBottom: 24 }}>
      <h2 id="areas-title" className="lo-visually-hidden">
        Operational areas
      </h2>
      <StyledTiles aria-busy={areas ? undefined : true}>
        {!areas &&
          Object.keys(AREA_LINES).map((slug) => (
            <li key={slug} aria-hidden="true">
              <StyledTilePlaceholder />
            </li>
          ))}
        {areas?.map((area) => {
          const AreaIcon = AREA_ICONS[area.icon] ?? Building2;
          return (
            <li key={area.slug}>
              <StyledTile to={`/checklist/${area.slug}`}>
                <AreaIcon size={28} aria-hidden />
                <span>
                  <h3>{area.name}</h3>
                  <p>{AREA_LINES[area.slug] ?? area.description}</p>
                </span>
              </StyledTile>
            </li>
          );
        })}
      </StyledTiles>
    </StyledSection>
  );
}

const PARTNERS = ['Stripe', 'Gusto', 'Mercury', 'QuickBooks', 'Carta', 'Clerky', 'Notion'];

const StyledPartners = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 8px 16px 24px;
  text-align: center;
  p {
    margin: 0 0 12px;
    color: var(--lo-fg-muted);
    font-size: 0.9rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px 32px;
  }
  li {
    font-weight: 800;
    font-size: 1.25rem;
    color: var(--lo-fg-muted);
    letter-spacing: -0.01em;
  }
`;

/** Text wordmarks (no logo files from other hosts), so each name is read as it is shown. */
export function PartnersStrip() {
  return (
    <StyledPartners aria-labelledby="partners-title">
      <p id="partners-title">Built around the tools founders trust</p>
      <ul>
        {PARTNERS.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </StyledPartners>
  );
}

/* ---------- features ---------- */

// The key tasks are titles of real checklist tasks (the site's browser test checks them against the API).
const FEATURES = [
  {
    slug: 'legal',
    title: 'Legal Formation',
    icon: Landmark,
    to: '/checklist/legal',
    text: 'Set up the company the way investors and banks expect.',
    tasks: [
      'Choose your business structure',
      'File the Certificate of Incorporation or Formation',
      'Issue founder stock with vesting',
      'File your 83(b) election within 30 days',
    ],
  },
  {
    slug: 'banking',
    title: 'Banking & Finance',
    icon: Banknote,
    to: '/checklist/banking',
    text: 'Keep company money separate, visible and ready for diligence.',
    tasks: [
      'Get an EIN (Employer Identification Number)',
      'Open the business bank account',
      'Set up payment processing and invoicing',
      'Build a budget and runway model',
    ],
  },
  {
    slug: 'identity',
    title: 'Business Identity',
    icon: Globe,
    to: '/checklist/identity',
    text: 'Claim the name customers will see before someone else does.',
    tasks: [
      'Register your domain name',
      'Set up professional e-mail on your domain',
      'Create your brand and protect it with a trademark',
      'Launch your company website',
    ],
  },
  {
    slug: 'operations',
    title: 'Tools & Software',
    icon: Wrench,
    to: '/checklist/operations',
    text: 'Pick the software a small team actually runs on.',
    tasks: [
      'Set up project management and team communication',
      'Organise document storage and secure passwords',
      'Set up a CRM for customers and investors',
      'Set up data backups',
    ],
  },
  {
    slug: 'hr',
    title: 'Hiring & Compliance',
    icon: Users,
    to: '/checklist/hr',
    text: 'Hire contractors and employees without compliance surprises.',
    tasks: [
      'Classify workers correctly and sign contractor agreements',
      'Choose a payroll provider and put founders on payroll',
      'Complete Form I-9 for every new employee',
      'Set up health insurance and a 401(k)',
    ],
  },
  {
    slug: 'tax',
    title: 'Tax & Accounting',
    icon: HardDrive,
    to: '/checklist/tax',
    text: 'Meet every filing deadline and claim the credits you qualify for.',
    tasks: [
      'File the Delaware annual report and franchise tax',
      'Pay quarterly estimated taxes',
      'File Forms 1099-NEC for contractors',
      'Claim the R&D credit against payroll tax',
    ],
  },
];

const StyledCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
`;

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  padding: 24px;
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-surface);
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    margin-bottom: 12px;
  }
  header svg {
    color: var(--lo-primary);
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 12px;
    color: var(--lo-fg-muted);
  }
  ul {
    list-style: none;
    margin: 0 0 16px;
    padding: 0;
    display: grid;
    gap: 6px;
    flex: 1;
  }
  ul li {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  ul svg {
    color: var(--lo-success);
    flex: none;
  }
  a {
    font-weight: 600;
  }
`;

const StyledTicks = styled.ul`
  list-style: none;
  margin: 24px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px 28px;
  color: var(--lo-fg-muted);
  li {
    display: flex;
    gap: 6px;
    align-items: center;
  }
  svg {
    color: var(--lo-success);
  }
`;

export function FeaturesSection() {
  const site = useSitePolicies().data;
  // Named as categories.yaml names each area (the title here is only the fallback while it loads).
  const nameOf = (slug: string, fallback: string) => site?.areas.find((a) => a.slug === slug)?.name ?? fallback;
  return (
    <StyledSection id="features" aria-labelledby="features-title">
      <StyledSectionTitle id="features-title">The Complete Startup Operations Guide</StyledSectionTitle>
      <StyledLead>
        {site ? `${countInWords(site.counts.areas, true)} operational areas` : 'Operational areas'}, each broken into concrete tasks with deadlines, sources and
        the tools that make them easier.
      </StyledLead>
      <StyledCards>
        {FEATURES.map(({ title, ...f }) => ({ ...f, title: nameOf(f.slug, title) })).map((f) => (
          <StyledCard key={f.slug}>
            <header>
              <f.icon size={28} aria-hidden />
            </header>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
            <ul aria-label={`Key tasks: ${f.title}`}>
              {f.tasks.map((task) => (
                <li key={task}>
                  <Check size={16} aria-hidden />
                  {task}
                </li>
              ))}
            </ul>
            <Link to={f.to} aria-label={`View detailed checklist: ${f.title}`}>
              View detailed checklist
            </Link>
          </StyledCard>
        ))}
      </StyledCards>
      <div style={{ textAlign: 'center', marginTop: 32 }}>
        <StyledButtonLink to="/checklist">Get Started With Your Checklist</StyledButtonLink>
        <StyledTicks aria-label="Why start here">
          {['Free to use', 'Every task with its official source', 'Curated tool recommendations'].map((t) => (
            <li key={t}>
              <CheckCircle2 size={18} aria-hidden />
              {t}
            </li>
          ))}
        </StyledTicks>
      </div>
    </StyledSection>
  );
}

/* ---------- what it costs ---------- */

const StyledCosts = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  > div {
    padding: 28px 24px;
    border: 1px solid var(--lo-border);
    border-radius: 16px;
    background: var(--lo-surface);
    display: flex;
    flex-direction: column;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 16px;
    color: var(--lo-fg-muted);
  }
  ul {
    list-style: none;
    margin: 0 0 24px;
    padding: 0;
    display: grid;
    gap: 8px;
    flex: 1;
  }
  ul li {
    display: flex;
    gap: 8px;
  }
  ul svg {
    color: var(--lo-success);
    flex: none;
    margin-top: 4px;
  }
`;

const FREE = [
  'The full checklist, with your progress',
  'Your readiness plan with dated deadlines, in your calendar',
  'Software and tool guides',
  'Every article on the blog',
  'The Operations Advisor chat',
];

/** What is free and what is paid, with no plan the site cannot deliver. The consulting price lives on its page. */
export function CostSection() {
  return (
    <StyledSection id="pricing" aria-labelledby="pricing-title">
      <StyledSectionTitle id="pricing-title">What LaunchOps costs</StyledSectionTitle>
      <StyledLead as="div">
        <PolicyStatement id="plans" />
      </StyledLead>
      <StyledCosts>
        <div>
          <h3>Free</h3>
          <p>Everything you need to launch on your own.</p>
          <ul aria-label="Free for everyone">
            {FREE.map((item) => (
              <li key={item}>
                <Check size={16} aria-hidden />
                {item}
              </li>
            ))}
          </ul>
          <StyledButtonLink to="/checklist" variant="outline">
            Start the checklist
          </StyledButtonLink>
        </div>
        <div>
          <h3>One-to-one consulting</h3>
          <PolicyStatement id="sessions" />
          <ul aria-label="Consulting sessions">
            <li>
              <Check size={16} aria-hidden />
              On the question you bring, with our operations advisor
            </li>
            <li>
              <Check size={16} aria-hidden />
              You manage the booking from the link in your e-mail
            </li>
          </ul>
          <StyledButtonLink to="/consulting">See times and price</StyledButtonLink>
        </div>
      </StyledCosts>
    </StyledSection>
  );
}
