import styled from '@emotion/styled';
import { cardCss, pageCss } from '@launchops/kit/styles';

/** Shared look of this slice's controls; every global class is prefixed lo-consulting-. */

export const StyledCard = styled.section`
  ${cardCss};
`;

/** The site's buttons, under this slice's names. */
export { AnchorButton as StyledAnchorButton, Button as StyledButton, ButtonLink as StyledLinkButton } from '@launchops/kit/styles';

export const StyledNotice = styled.div<{ tone?: 'info' | 'success' | 'warning' | 'danger' }>`
  display: flex;
  min-width: 0;
  overflow-wrap: anywhere;
  gap: 10px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: 10px;
  border: 1px solid
    ${(p) =>
      p.tone === 'success' ? 'var(--lo-success)' : p.tone === 'warning' ? 'var(--lo-warning)' : p.tone === 'danger' ? 'var(--lo-danger)' : 'var(--lo-border)'};
  background: ${(p) =>
    p.tone === 'success'
      ? 'var(--lo-success-soft)'
      : p.tone === 'warning'
        ? 'var(--lo-warning-soft)'
        : p.tone === 'danger'
          ? 'var(--lo-danger-soft)'
          : 'var(--lo-bg-muted)'};
  color: var(--lo-fg);
  line-height: 1.5;
  svg {
    flex: none;
    margin-top: 2px;
  }
  p {
    margin: 0;
  }
`;

export const StyledFieldError = styled.p`
  margin: 6px 0 0;
  color: var(--lo-danger);
  font-size: 0.9rem;
  font-weight: 600;
`;

export const StyledHint = styled.p`
  margin: 6px 0 0;
  color: var(--lo-fg-muted);
  font-size: 0.875rem;
  line-height: 1.45;
`;

export const StyledPage = styled.div`
  ${pageCss};
`;
