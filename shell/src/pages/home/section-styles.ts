import styled from '@emotion/styled';
import { Link } from 'react-router';

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

export const StyledButtonLink = styled(Link)<{ variant?: 'primary' | 'outline' }>`
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
