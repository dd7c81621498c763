import { buildAffiliateUrl, recordAffiliateClick } from '@launchops/kit';
import styled from '@emotion/styled';
import { parseRecommendedTools, policyStatement } from '@launchops/contracts';
import { ExternalLink } from 'lucide-react';
import { type MouseEvent, useMemo } from 'react';
import { Link } from 'react-router';
import { useSitePolicies } from '@launchops/kit/react';
import { toolIdFromName } from '../utils/affiliate';
import { gridListCss } from '@launchops/kit/styles';

const StyledList = styled.ul`
  ${gridListCss(230, 10, 'auto-fit')};
`;

const StyledTool = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 6px;
  padding: 12px 14px;
  border: 1px solid var(--lo-border);
  border-radius: 10px;
  background: var(--lo-bg);
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    flex-wrap: wrap;
  }
  h5 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: var(--lo-fg-muted);
    line-height: 1.5;
  }
  a {
    justify-self: start;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const StyledPrice = styled.span`
  font-size: 0.8rem;
  font-weight: 600;
  color: var(--lo-success);
`;

const StyledDisclosure = styled.p`
  margin: 8px 0 0;
  font-size: 0.8rem;
  color: var(--lo-fg-muted);
`;

/** The step's tools (filled by the API from the product catalogue), each link carrying the tracking parameters and recorded when followed. */
export function RecommendedTools({ recommendedTools, headingId }: { recommendedTools: string; headingId: string }) {
  // The affiliate-links statement of policies.yaml, as /affiliate states it.
  const affiliatePolicy = policyStatement(useSitePolicies().data, 'affiliate-links');
  const tools = useMemo(
    () =>
      parseRecommendedTools(recommendedTools).map((tool) => {
        // The catalogue's product id; answers from before it carried none get one made from the name.
        const toolId = tool.id ?? toolIdFromName(tool.name);
        return { ...tool, toolId, href: buildAffiliateUrl(tool.link, toolId, 'checklist') ?? undefined };
      }),
    [recommendedTools],
  );
  if (tools.length === 0) return null;
  const onFollow = (toolId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Left click and middle click (onAuxClick) both leave for the tool's site.
    if (event.type === 'auxclick' && event.button !== 1) return;
    recordAffiliateClick({ toolId, source: 'checklist' });
  };
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>Recommended tools</h4>
      <StyledList>
        {tools.map((tool, index) => (
          <StyledTool key={`${tool.toolId}-${index}`}>
            <header>
              <h5>{tool.name}</h5>
              {tool.price ? <StyledPrice>{tool.price}</StyledPrice> : null}
            </header>
            <p>{tool.description}</p>
            {tool.href ? (
              <a
                href={tool.href}
                target="_blank"
                rel="sponsored noopener noreferrer"
                data-tool-id={tool.toolId}
                onClick={onFollow(tool.toolId)}
                onAuxClick={onFollow(tool.toolId)}
              >
                Visit {tool.name} <span className="lo-visually-hidden">(opens in a new tab)</span>
                <ExternalLink size={14} aria-hidden="true" />
              </a>
            ) : null}
          </StyledTool>
        ))}
      </StyledList>
      <StyledDisclosure>
        {affiliatePolicy && <span data-policy="affiliate-links">{affiliatePolicy} </span>}
        <Link to="/affiliate">Affiliate disclosure</Link>
      </StyledDisclosure>
    </section>
  );
}
