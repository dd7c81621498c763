import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { PolicyStatement } from '../policies/site-policies';
import { StyledButtonLink, StyledLead, StyledSection, StyledSectionTitle } from './section-styles';

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
  'The standard articles of the blog; premium articles come with a plan',
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
