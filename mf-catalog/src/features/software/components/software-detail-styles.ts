import styled from '@emotion/styled';
import { Link } from 'react-router';
import { AffiliateDisclosure } from '../../../components/affiliate-disclosure';
import { cardCss, pageCss, skeletonCss } from '../../../components/shared-styles';

export const StyledPage = styled.div`
  ${pageCss};
`;

export const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 20px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export const StyledHero = styled.header`
  ${cardCss};
  flex-direction: row;
  gap: 20px;
  padding: 28px;
  @media (max-width: 640px) {
    flex-direction: column;
    padding: 20px;
  }
  h1 {
    margin: 0;
    font-size: clamp(1.7rem, 4vw, 2.3rem);
    overflow-wrap: anywhere;
  }
`;

export const StyledHeroBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  flex: 1;
`;

export const StyledMetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

export const StyledLead = styled.p`
  margin: 0;
  font-size: 1.1rem;
  color: var(--lo-fg-muted);
  max-width: 760px;
`;

export const StyledHeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 6px;
`;

export const StyledDisclosure = styled(AffiliateDisclosure)`
  margin: 16px 0 0;
`;

export const StyledLayout = styled.div`
  display: grid;
  gap: 24px;
  margin-top: 32px;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: 28px;
  h2 {
    margin: 0 0 10px;
    font-size: 1.35rem;
  }
  section > p {
    margin: 0;
    line-height: 1.7;
  }
`;

export const StyledProsCons = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;

export const StyledList = styled.section`
  ${cardCss};
  --lo-catalog-list-accent: var(--lo-success);
  &[data-kind='cons'] {
    --lo-catalog-list-accent: var(--lo-danger);
  }
  box-shadow: none;
  border-top: 4px solid var(--lo-catalog-list-accent);
  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  li {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  li svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: var(--lo-catalog-list-accent);
  }
`;

export const StyledAside = styled.aside`
  ${cardCss};
  position: sticky;
  top: 88px;
  @media (max-width: 900px) {
    position: static;
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 4px;
    font-size: 1rem;
  }
  h2 svg {
    color: var(--lo-primary);
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
  }
  section + section {
    padding-top: 16px;
    border-top: 1px solid var(--lo-border);
  }
  a {
    width: 100%;
  }
`;

export const StyledBone = styled.div<{ h: number; w?: string }>`
  ${skeletonCss};
  height: ${(p) => p.h}px;
  width: ${(p) => p.w ?? '100%'};
`;

export const StyledSkeleton = styled.div`
  display: grid;
  gap: 16px;
`;
