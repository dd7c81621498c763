import styled from '@emotion/styled';
import { ArrowRight, ListChecks, MessagesSquare, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { checklistFor } from '../utils/category-links';
import { gridListCss, tileLinkCss } from '@launchops/kit/styles';

const StyledSection = styled.section`
  margin-top: 40px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.35rem;
  }
  ul {
    ${gridListCss(220, 12, 'auto-fit')};
  }
`;

const StyledStep = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  ${tileLinkCss};
  padding: 18px;
  > svg:first-of-type {
    color: var(--lo-primary);
  }
  strong svg {
    margin-left: 4px;
    vertical-align: -3px;
  }
  span {
    color: var(--lo-fg-muted);
    font-size: 0.92rem;
  }
`;

/** Where a reader goes after an article: the matching checklist, the tools and a consultation. */
export function NextSteps({ category }: { category: string }) {
  const checklist = checklistFor(category);
  const steps = [
    { to: checklist.path, icon: ListChecks, title: checklist.label, text: 'Turn this guide into tasks and track what is done.' },
    { to: '/tools', icon: Wrench, title: 'Recommended tools', text: 'Compare the software founders use for this, with current deals.' },
    { to: '/consulting', icon: MessagesSquare, title: 'Book a consultation', text: 'A 60-minute video call to work through your own situation.' },
  ];
  return (
    <StyledSection aria-labelledby="next-steps-title" className="lo-no-print">
      <h2 id="next-steps-title">Put this into practice</h2>
      <ul>
        {steps.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <StyledStep to={to}>
              <Icon size={22} aria-hidden="true" />
              <strong>
                {title}
                <ArrowRight size={16} aria-hidden="true" />
              </strong>
              <span>{text}</span>
            </StyledStep>
          </li>
        ))}
      </ul>
    </StyledSection>
  );
}
