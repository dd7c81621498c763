import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { pillCss, type Tone, toneCss } from './shared-styles';

const StyledPill = styled.span`
  ${pillCss};
  ${toneCss};
`;

export interface TonePillProps {
  tone: Tone;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A small coloured label (category chip, price badge, free-trial badge). */
export function TonePill({ tone, children, className, ...rest }: TonePillProps) {
  return (
    <StyledPill data-tone={tone} className={className} {...rest}>
      {children}
    </StyledPill>
  );
}
