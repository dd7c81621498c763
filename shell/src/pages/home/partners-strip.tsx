import styled from '@emotion/styled';

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
