import styled from '@emotion/styled';
import { ArrowRight, Check, Circle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

/** Static preview content (the real checklist lives at /checklist). */
const GROUPS = [
  {
    title: 'Business Formation',
    done: true,
    tasks: ['Choose a business structure', 'Register the business name', 'Apply for licenses and permits'],
  },
  {
    title: 'Market Research',
    done: false,
    tasks: ['Define target market', 'Analyze competitors', 'Validate the idea'],
  },
  {
    title: 'Product Development',
    done: false,
    tasks: ['Create an MVP', 'Gather initial feedback', 'Iterate on customer input'],
  },
] as const;

const StyledCard = styled.section`
  display: grid;
  gap: 16px;
  height: 100%;
  padding: 24px;
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
  color: var(--lo-fg);
`;

const StyledHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  h3 { margin: 0; font-size: 1.3rem; }
  p { flex-basis: 100%; margin: 0; color: var(--lo-fg-muted); font-size: 0.95rem; }
`;

const StyledPopular = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 700;
  color: var(--lo-primary-fg);
  background: var(--lo-primary);
`;

const StyledGroups = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const StyledGroup = styled.li<{ done: boolean }>`
  padding: 12px 14px;
  border-radius: 12px;
  border: 1px solid ${(p) => (p.done ? 'color-mix(in srgb, var(--lo-success) 35%, transparent)' : 'var(--lo-border)')};
  background: ${(p) => (p.done ? 'var(--lo-success-soft)' : 'var(--lo-bg-muted)')};
  h4 {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    margin: 0 0 6px;
    font-size: 0.98rem;
  }
  h4 span { font-size: 0.8rem; font-weight: 600; color: ${(p) => (p.done ? 'var(--lo-success)' : 'var(--lo-fg-muted)')}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
  li { display: flex; align-items: center; gap: 8px; font-size: 0.92rem; }
  li svg { flex: none; color: ${(p) => (p.done ? 'var(--lo-success)' : 'var(--lo-fg-muted)')}; }
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  justify-self: start;
  font-weight: 700;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

/** The home page's "Interactive Startup Checklist" preview. */
export function ChecklistPreview() {
  return (
    <StyledCard aria-labelledby="lo-checklist-preview-title" data-testid="checklist-preview">
      <StyledHead>
        <h3 id="lo-checklist-preview-title">Interactive Startup Checklist</h3>
        <StyledPopular>
          <Sparkles size={13} aria-hidden="true" />
          Most Popular
        </StyledPopular>
        <p>Tick off each launch task as you go and always know what comes next.</p>
      </StyledHead>
      <StyledGroups>
        {GROUPS.map((group) => (
          <StyledGroup key={group.title} done={group.done} data-done={group.done}>
            <h4>
              {group.title}
              <span>{group.done ? 'Done' : 'To do'}</span>
            </h4>
            <ul>
              {group.tasks.map((task) => (
                <li key={task}>
                  {group.done ? <Check size={16} strokeWidth={3} aria-hidden="true" /> : <Circle size={16} aria-hidden="true" />}
                  <span>
                    {task}
                    {' '}<span className="lo-visually-hidden">{group.done ? '(done)' : '(to do)'}</span>
                  </span>
                </li>
              ))}
            </ul>
          </StyledGroup>
        ))}
      </StyledGroups>
      <StyledLink to="/checklist">
        View full interactive checklist
        <ArrowRight size={16} aria-hidden="true" />
      </StyledLink>
    </StyledCard>
  );
}
