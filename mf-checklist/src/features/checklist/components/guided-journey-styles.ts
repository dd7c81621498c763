import styled from '@emotion/styled';

export const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  gap: 28px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledSidebar = styled.div`
  position: sticky;
  top: 84px;
  display: grid;
  gap: 16px;
  @media (max-width: 900px) {
    position: static;
    order: 1;
  }
`;

export const StyledStepsNav = styled.nav`
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
  padding: 10px;
  h3 {
    margin: 4px 8px 8px;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--lo-fg-muted);
  }
  ol {
    position: relative;
    list-style: none;
    margin: 0;
    padding: 2px;
    display: grid;
    gap: 2px;
    /* Every step's whole title shows: the list grows with the category instead of cutting text in a box. */
  }
  button {
    display: grid;
    grid-template-columns: 24px 1fr;
    align-items: start;
    gap: 10px;
    width: 100%;
    padding: 8px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: var(--lo-fg);
    text-align: left;
    font-size: 0.9rem;
    line-height: 1.35;
    cursor: pointer;
  }
  button:hover {
    background: var(--lo-bg-muted);
  }
  button[aria-current='step'] {
    background: var(--lo-primary-soft);
    color: var(--lo-primary);
    font-weight: 600;
  }
  button[data-completed='true'] .lo-checklist-side-title {
    color: var(--lo-fg-muted);
    text-decoration: line-through;
  }
  @media (max-width: 900px) {
    display: none;
  }
`;

export const StyledMarker = styled.span<{ done: boolean; small?: boolean }>`
  display: grid;
  place-items: center;
  width: ${(p) => (p.small ? 24 : 36)}px;
  height: ${(p) => (p.small ? 24 : 36)}px;
  border-radius: 50%;
  font-size: ${(p) => (p.small ? 0.72 : 0.9)}rem;
  font-weight: 700;
  flex: none;
  color: ${(p) => (p.done ? 'var(--lo-primary-fg)' : 'var(--lo-fg-muted)')};
  background: ${(p) => (p.done ? 'var(--lo-success)' : 'var(--lo-surface)')};
  border: 2px solid ${(p) => (p.done ? 'var(--lo-success)' : 'var(--lo-border)')};
`;

export const StyledTimeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  position: relative;
  &::before {
    content: '';
    position: absolute;
    left: 17px;
    top: 18px;
    bottom: 18px;
    width: 2px;
    background: var(--lo-border);
  }
  /* Phones: the cards take the full width; each still says which step it is. */
  @media (max-width: 480px) {
    &::before {
      display: none;
    }
  }
`;

export const StyledStep = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 36px minmax(0, 1fr);
  gap: 14px;
  scroll-margin-top: 84px;
  > span:first-of-type {
    margin-top: 16px;
    position: relative;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    > span:first-of-type {
      display: none;
    }
  }
`;

export const StyledCard = styled.div<{ open: boolean }>`
  border: 1px solid ${(p) => (p.open ? 'var(--lo-primary)' : 'var(--lo-border)')};
  border-radius: 14px;
  background: var(--lo-surface);
  box-shadow: ${(p) => (p.open ? 'var(--lo-shadow)' : 'none')};
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;
  h3 {
    margin: 0;
    font-size: inherit;
  }
`;

export const StyledHeader = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 12px;
  width: 100%;
  padding: 14px 20px 6px;
  border: 0;
  border-radius: 14px 14px 0 0;
  background: transparent;
  color: var(--lo-fg);
  text-align: left;
  cursor: pointer;
  svg {
    transition: transform 160ms ease;
    color: var(--lo-fg-muted);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
  @media (max-width: 480px) {
    padding: 12px 14px 6px;
  }
`;

export const StyledEyebrow = styled.span`
  display: block;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--lo-fg-muted);
  [data-completed='true'] & {
    color: var(--lo-success);
  }
`;

export const StyledTitle = styled.span`
  display: block;
  font-size: 1.08rem;
  font-weight: 700;
  line-height: 1.35;
`;

export const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 2px 20px 14px;
  @media (max-width: 480px) {
    padding: 2px 14px 12px;
  }
`;
