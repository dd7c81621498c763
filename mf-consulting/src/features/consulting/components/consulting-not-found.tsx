import { usePageMeta } from '@launchops/kit/react';
import { StyledCard, StyledHint, StyledLinkButton, StyledPage } from '../../../components/styled-primitives';

/** Any path under /consulting that is not a page of this section. */
export function ConsultingNotFound() {
  usePageMeta({ title: 'Page not found', description: 'This consulting page does not exist.', robots: 'noindex' });
  return (
    <StyledPage>
      <StyledCard style={{ maxWidth: 640, margin: '0 auto' }}>
        <h1>Page not found</h1>
        <StyledHint>There is no consulting page at this address. It may have moved, or the link may be mistyped.</StyledHint>
        <p>
          <StyledLinkButton to="/consulting">Go to consulting</StyledLinkButton>
        </p>
      </StyledCard>
    </StyledPage>
  );
}
