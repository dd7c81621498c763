import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { RemoteSlot } from '../remotes/remote-slot';
import { StyledSkeletonBlock } from './page-skeleton';

const StyledHero = styled.section`
  padding: 72px 16px 56px;
  background: linear-gradient(180deg, var(--lo-primary-soft), var(--lo-bg));
  text-align: center;
  h1 { font-size: clamp(2rem, 5vw, 3.2rem); margin: 0 auto 16px; max-width: 820px; }
  p { max-width: 680px; margin: 0 auto 24px; color: var(--lo-fg-muted); font-size: 1.1rem; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  a {
    padding: 12px 20px;
    border-radius: 10px;
    font-weight: 600;
    text-decoration: none;
    border: 1px solid var(--lo-primary);
  }
  a:first-of-type { background: var(--lo-primary); color: var(--lo-primary-fg); }
`;

const StyledSection = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 48px 16px;
  h2 { font-size: 1.8rem; margin: 0 0 24px; }
`;

const StyledWidgetGrid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
`;

/** A widget slot reserves its height so the page does not shift when the remote arrives. */
function WidgetSlot({ remote, module, label, minHeight }: { remote: 'mf_checklist' | 'mf_catalog' | 'mf_content' | 'mf_consulting'; module: string; label: string; minHeight: number }) {
  return (
    <div style={{ minHeight }} data-widget={remote}>
      <RemoteSlot remote={remote} module={module} label={label} fallback={<StyledSkeletonBlock height={minHeight} />} />
    </div>
  );
}

export function HomePage() {
  useEffect(() => {
    document.title = 'LaunchOps: the operations guide for startup founders';
  }, []);
  return (
    <>
      <StyledHero>
        <h1>Launch your startup with every operational box ticked</h1>
        <p>
          A free, step-by-step guide to forming the company, opening the bank account, staying on top of taxes and hiring
          lawfully, with the tools and advice founders actually use.
        </p>
        <StyledActions>
          <Link to="/checklist">Launch Your Checklist</Link>
          <a href="#features">Explore Operational Areas</a>
          <Link to="/checklist">Take Quick Assessment</Link>
        </StyledActions>
      </StyledHero>
      <StyledSection id="resources" aria-labelledby="resources-title">
        <h2 id="resources-title">Resources to get you moving</h2>
        <StyledWidgetGrid>
          <WidgetSlot remote="mf_checklist" module="home-widget" label="The checklist preview" minHeight={420} />
          <WidgetSlot remote="mf_catalog" module="home-widget" label="The top-rated tools" minHeight={420} />
        </StyledWidgetGrid>
      </StyledSection>
      <StyledSection aria-label="Consultation booking">
        <WidgetSlot remote="mf_consulting" module="home-widget" label="Consultation booking" minHeight={360} />
      </StyledSection>
      <StyledSection aria-label="Latest articles">
        <WidgetSlot remote="mf_content" module="home-widget" label="The latest articles" minHeight={380} />
      </StyledSection>
    </>
  );
}
