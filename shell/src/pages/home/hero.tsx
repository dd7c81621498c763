import styled from '@emotion/styled';
import { Link } from 'react-router';
import { countInWords, useSitePolicies } from '../policies/site-policies';
import { StyledButtonLink } from './section-styles';

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
