import styled from '@emotion/styled';
import { ExternalLink } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { type AffiliateSource, buildAffiliateUrl, recordAffiliateClick } from '@launchops/kit';
import { primaryButtonCss, secondaryButtonCss } from './shared-styles';

// "Visit Site" stays on one line: in a narrow card the row of actions wraps instead of the label.
const StyledPrimary = styled.a`
  ${primaryButtonCss};
  white-space: nowrap;
`;

const StyledSecondary = styled.a`
  ${secondaryButtonCss};
  white-space: nowrap;
`;

export interface AffiliateLinkProps {
  /** The partner's address, before tracking parameters. */
  href: string;
  /** Product id: the utm_source / ref value and the click's toolId. */
  productId: string;
  productName: string;
  source: AffiliateSource;
  variant?: 'primary' | 'secondary';
  children?: ReactNode;
  className?: string;
}

/**
 * An outbound affiliate link: opens the partner's site in a new tab with the tracking parameters,
 * marked sponsored, and records the click (left or middle button). Renders nothing for an address
 * that is not an absolute http(s) URL.
 */
export function AffiliateLink({ href, productId, productName, source, variant = 'primary', children = 'Visit Site', className }: AffiliateLinkProps) {
  const target = buildAffiliateUrl(href, productId, source);
  if (!target) return null;
  const record = () => recordAffiliateClick({ toolId: productId, source });
  const onAuxClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button === 1) record();
  };
  const Link = variant === 'primary' ? StyledPrimary : StyledSecondary;
  return (
    <Link
      href={target}
      target="_blank"
      rel="sponsored noopener noreferrer"
      onClick={record}
      onAuxClick={onAuxClick}
      className={className}
      data-affiliate-link={productId}
    >
      {children} <span className="lo-visually-hidden">for {productName}, opens in a new tab</span>
      <ExternalLink size={16} aria-hidden="true" />
    </Link>
  );
}
