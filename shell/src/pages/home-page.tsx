import styled from '@emotion/styled';
import { usePageMeta } from '@launchops/contracts/react';
import { AreaTiles, FeaturesSection, Hero, PartnersStrip, CostSection, StyledLead, StyledSection, StyledSectionTitle } from './home/home-sections';
import { Reveal } from './home/reveal';
import { WidgetSlot } from './home/widget-slot';

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
      <StyledSection id="resources" aria-labelledby="resources-title">
        <StyledSectionTitle id="resources-title">Resources to get you moving</StyledSectionTitle>
        <StyledLead>Track your progress, compare the tools founders rely on, book time with an advisor and read the latest guides.</StyledLead>
        <StyledTwoUp>
          <WidgetSlot remote="mf_checklist" label="The checklist preview" heights={{ wide: 605, tablet: 585, phone: 690 }} />
          <WidgetSlot remote="mf_catalog" label="The top-rated tools" heights={{ wide: 800, tablet: 710, phone: 860 }} />
        </StyledTwoUp>
      </StyledSection>
      <StyledSection aria-label="Book a consultation" style={{ paddingTop: 0 }}>
        <WidgetSlot remote="mf_consulting" label="Consultation booking" heights={{ wide: 888, tablet: 1210, phone: 1695 }} />
      </StyledSection>
      <StyledSection aria-label="Latest articles" style={{ paddingTop: 0 }}>
        <WidgetSlot remote="mf_content" label="The latest articles" heights={{ wide: 600, tablet: 1090, phone: 1650 }} />
      </StyledSection>
    </>
  );
}
