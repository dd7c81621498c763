import styled from '@emotion/styled';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { primaryButtonCss } from './shared-styles';

const StyledNotFound = styled.section`
  max-width: 640px;
  margin: 64px auto;
  padding: 0 16px;
  text-align: center;
  h1 {
    font-size: clamp(1.6rem, 4vw, 2.2rem);
    margin: 0 0 12px;
  }
  p {
    color: var(--lo-fg-muted);
    margin: 0 0 24px;
  }
`;

const StyledBack = styled(Link)`
  ${primaryButtonCss};
`;

export interface CatalogNotFoundProps {
  title: string;
  message: string;
  backTo: '/software' | '/tools';
  backLabel: string;
}

/** The catalog's own not-found message, with a way back into the section. */
export function CatalogNotFound({ title, message, backTo, backLabel }: CatalogNotFoundProps) {
  usePageMeta({ title, description: message, robots: 'noindex' });
  return (
    <StyledNotFound aria-labelledby="lo-catalog-not-found-title">
      <h1 id="lo-catalog-not-found-title">{title}</h1>
      <p>{message}</p>
      <StyledBack to={backTo}>
        <ArrowLeft size={18} aria-hidden="true" />
        {backLabel}
      </StyledBack>
    </StyledNotFound>
  );
}
