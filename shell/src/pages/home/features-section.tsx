import styled from '@emotion/styled';
import { Banknote, Check, CheckCircle2, Globe, HardDrive, Landmark, Users, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { countInWords, useSitePolicies } from '../policies/site-policies';
import { StyledButtonLink, StyledLead, StyledSection, StyledSectionTitle } from './section-styles';

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
