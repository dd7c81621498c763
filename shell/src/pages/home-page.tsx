import { homeWidgets } from '@launchops/kit';
import styled from '@emotion/styled';
import { usePageMeta } from '@launchops/kit/react';
import { AreaTiles } from './home/area-tiles';
import { CostSection } from './home/cost-section';
import { FeaturesSection } from './home/features-section';
import { Hero } from './home/hero';
import { PartnersStrip } from './home/partners-strip';
import { StyledLead, StyledSection, StyledSectionTitle } from './home/section-styles';
import { Reveal } from './home/reveal';
import { PricingSection } from './home/pricing-section';
import { WidgetSlot } from './home/widget-slot';

/** The remotes' widgets, placed as the roster says. */
const widgets = homeWidgets();

const StyledTwoUp = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 400px), 1fr));
  align-items: start;
`;

export function HomePage() {
  usePageMeta({
    title: 'LaunchOps: the operations guide for startup founders',
    description:
      'A free, step-by-step operations checklist for founders: legal formation, banking, tax, hiring and HR, with curated tools, guides and one-to-one consulting.',
    canonicalPath: '/',
  });
  return (
    <>
      <Hero />
      <AreaTiles />
      <PartnersStrip />
      <Reveal>
        <FeaturesSection />
      </Reveal>
      <Reveal>
        <CostSection />
      </Reveal>
      <PricingSection />
      <StyledSection id="resources" aria-labelledby="resources-title">
        <StyledSectionTitle id="resources-title">Resources to get you moving</StyledSectionTitle>
        <StyledLead>Track your progress, compare the tools founders rely on, book time with an advisor and read the latest guides.</StyledLead>
        <StyledTwoUp>
          {widgets
            .filter((w) => w.placement === 'resources')
            .map((w) => (
              <WidgetSlot key={w.remote} remote={w.remote} label={w.label} heights={w.heights} />
            ))}
        </StyledTwoUp>
      </StyledSection>
      {widgets
        .filter((w) => w.placement === 'section')
        .map((w) => (
          <StyledSection key={w.remote} aria-label={w.sectionLabel ?? w.label} style={{ paddingTop: 0 }}>
            <WidgetSlot remote={w.remote} label={w.label} heights={w.heights} />
          </StyledSection>
        ))}
    </>
  );
}
