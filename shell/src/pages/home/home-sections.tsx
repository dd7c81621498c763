import styled from '@emotion/styled';
import { Banknote, Building2, Check, CheckCircle2, Globe, HardDrive, Landmark, PieChart, Users, Wrench } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PLANS } from './plans';

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
  @media (max-width: 900px) { grid-template-columns: 1fr; }
  h1 { font-size: clamp(2rem, 5vw, 3.1rem); margin: 0 0 16px; letter-spacing: -0.02em; }
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
  h2 { font-size: 1.2rem; margin: 8px 0; }
  p { margin: 0 0 12px; color: var(--lo-fg-muted); }
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
  return (
    <StyledHero aria-labelledby="hero-title">
      <StyledHeroInner>
        <div>
          <h1 id="hero-title">Launch your startup with every operational box ticked</h1>
          <StyledHeroText>
            LaunchOps walks founders through the paperwork nobody teaches: forming the company, getting an EIN and a bank
            account, staying ahead of tax deadlines and hiring lawfully. Step by step, with sources, tools and an advisor when
            you need one.
          </StyledHeroText>
          <StyledHeroActions>
            <StyledButtonLink to="/checklist">Launch Your Checklist</StyledButtonLink>
            <StyledButtonLink to="/#features" variant="outline">
              Explore Operational Areas
            </StyledButtonLink>
            <StyledButtonLink to="/checklist" variant="outline">
              Take Quick Assessment
            </StyledButtonLink>
          </StyledHeroActions>
        </div>
        <StyledHeroCard aria-labelledby="quiz-title">
          <StyledBadge tone="warning">Coming Soon</StyledBadge>
          <h2 id="quiz-title">Operational Readiness Quiz</h2>
          <p>
            Answer a few questions in under 2 minutes and get a personalised checklist for your company's stage, state and
            team. Until it launches, the full checklist covers every step.
          </p>
          <StyledDivider />
          <StyledBadge>Newsletter</StyledBadge>
          <h2>Weekly operational tips, every Thursday</h2>
          <p>One practical deadline, tool or process a week, read by 7,000+ founders. Subscribe at the bottom of any page.</p>
        </StyledHeroCard>
      </StyledHeroInner>
    </StyledHero>
  );
}

/* ---------- area tiles and partners ---------- */

const AREAS: Array<{ title: string; to: string; text: string; icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }> }> = [
  { title: 'Legal Formation', to: '/checklist/legal', text: 'Entity, incorporation filings, founder stock and the 83(b) election.', icon: Building2 },
  { title: 'Banking & Finance', to: '/checklist/banking', text: 'EIN, business bank account, payments and bookkeeping habits.', icon: Banknote },
  { title: 'Hiring & HR', to: '/checklist/hr', text: 'Contractors vs employees, payroll registrations and new-hire forms.', icon: Users },
  { title: 'Accounting & Tax', to: '/checklist/tax', text: 'Franchise tax, federal returns, estimated taxes and 1099s.', icon: PieChart },
];

const StyledTiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;

const StyledTile = styled(Link)`
  display: flex;
  gap: 14px;
  height: 100%;
  padding: 20px;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
  color: var(--lo-fg);
  text-decoration: none;
  transition: border-color 150ms, box-shadow 150ms;
  &:hover { border-color: var(--lo-primary); box-shadow: var(--lo-shadow); }
  h3 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 0; color: var(--lo-fg-muted); font-size: 0.95rem; }
  svg { flex: none; color: var(--lo-primary); }
`;

export function AreaTiles() {
  return (
    <StyledSection aria-labelledby="areas-title" style={{ paddingTop: 40, paddingBottom: 24 }}>
      <h2 id="areas-title" className="lo-visually-hidden">
        Operational areas
      </h2>
      <StyledTiles>
        {AREAS.map((area) => (
          <li key={area.title}>
            <StyledTile to={area.to}>
              <area.icon size={28} aria-hidden />
              <span>
                <h3>{area.title}</h3>
                <p>{area.text}</p>
              </span>
            </StyledTile>
          </li>
        ))}
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
  p { margin: 0 0 12px; color: var(--lo-fg-muted); font-size: 0.9rem; text-transform: uppercase; letter-spacing: 0.08em; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 12px 32px; }
  li { font-weight: 800; font-size: 1.25rem; color: var(--lo-fg-muted); letter-spacing: -0.01em; }
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

const FEATURES = [
  { title: 'Legal Formation', stat: '15+ tasks', icon: Landmark, to: '/checklist/legal', text: 'Set up the company the way investors and banks expect.', tasks: ['Choose business structure', 'Register company name', 'Get EIN', 'Apply for licenses'] },
  { title: 'Banking & Finance', stat: '10+ tools', icon: Banknote, to: '/checklist/banking', text: 'Keep company money separate, visible and ready for diligence.', tasks: ['Business bank account', 'Payment processing', 'Business credit cards', 'Financial forecasting'] },
  { title: 'Business Identity', stat: '8+ resources', icon: Globe, to: '/checklist/identity', text: 'Claim the name customers will see before someone else does.', tasks: ['Domain registration', 'Professional email', 'Logo design', 'Brand identity'] },
  { title: 'Tools & Software', stat: '20+ recommendations', icon: Wrench, to: '/checklist/operations', text: 'Pick the software a small team actually runs on.', tasks: ['Project management', 'Team communication', 'Document storage', 'Customer relationship tools'] },
  { title: 'Hiring & Compliance', stat: '12+ templates', icon: Users, to: '/checklist/hr', text: 'Hire contractors and employees without compliance surprises.', tasks: ['Payroll setup', 'Employment contracts', 'HR policies', 'Benefits administration'] },
  { title: 'Tax & Accounting', stat: '5+ expert tips', icon: HardDrive, to: '/checklist/tax', text: 'Meet every filing deadline and claim the credits you qualify for.', tasks: ['Accounting software', 'Tax ID setup', 'Record keeping', 'Financial reporting'] },
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
  header { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
  header svg { color: var(--lo-primary); }
  h3 { margin: 0 0 6px; font-size: 1.2rem; }
  p { margin: 0 0 12px; color: var(--lo-fg-muted); }
  ul { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 6px; flex: 1; }
  ul li { display: flex; gap: 8px; align-items: center; }
  ul svg { color: var(--lo-success); flex: none; }
  a { font-weight: 600; }
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
  li { display: flex; gap: 6px; align-items: center; }
  svg { color: var(--lo-success); }
`;

export function FeaturesSection() {
  return (
    <StyledSection id="features" aria-labelledby="features-title">
      <StyledSectionTitle id="features-title">The Complete Startup Operations Guide</StyledSectionTitle>
      <StyledLead>Six operational areas, each broken into concrete tasks with deadlines, sources and the tools that make them easier.</StyledLead>
      <StyledCards>
        {FEATURES.map((f) => (
          <StyledCard key={f.title}>
            <header>
              <f.icon size={28} aria-hidden />
              <StyledBadge>{f.stat}</StyledBadge>
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
          {['Free to use', '50+ detailed tasks', 'Curated tool recommendations'].map((t) => (
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

/* ---------- pricing ---------- */

const StyledPlan = styled.li<{ popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 28px 24px;
  border: ${(p) => (p.popular ? '2px solid var(--lo-primary)' : '1px solid var(--lo-border)')};
  border-radius: 16px;
  background: var(--lo-surface);
  box-shadow: ${(p) => (p.popular ? 'var(--lo-shadow)' : 'none')};
  h3 { margin: 0; font-size: 1.25rem; }
  .lo-shell-price { font-size: 2.4rem; font-weight: 800; margin: 8px 0 16px; }
  .lo-shell-price span { font-size: 1rem; font-weight: 500; color: var(--lo-fg-muted); }
  ul { list-style: none; margin: 0 0 24px; padding: 0; display: grid; gap: 8px; flex: 1; }
  ul li { display: flex; gap: 8px; }
  ul svg { color: var(--lo-success); flex: none; margin-top: 4px; }
`;

export function PricingSection() {
  return (
    <StyledSection id="pricing" aria-labelledby="pricing-title">
      <StyledSectionTitle id="pricing-title">Plans for every stage</StyledSectionTitle>
      <StyledLead>The checklist is free. Paid plans add depth, consulting time and the AI assistant when accounts open.</StyledLead>
      <StyledCards>
        {PLANS.map((plan) => (
          <StyledPlan key={plan.id} popular={plan.popular}>
            <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <h3>{plan.name}</h3>
              {plan.popular ? <StyledBadge>Popular</StyledBadge> : null}
            </header>
            <p className="lo-shell-price">
              ${plan.price}
              <span>/month</span>
            </p>
            <ul aria-label={`${plan.name} plan features`}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Check size={16} aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <StyledButtonLink to={`/signup?plan=${plan.id}`} variant={plan.popular ? 'primary' : 'outline'} aria-label={`Get started with ${plan.name}`}>
              Get started
            </StyledButtonLink>
          </StyledPlan>
        ))}
      </StyledCards>
    </StyledSection>
  );
}
