import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { primaryButtonCss, skeletonCss } from '../../../components/shared-styles';
import { TonePill } from '../../../components/tone-pill';
import { toLabel } from '../../../utils/format';
import { useCatalogueView } from '../../../utils/get-software-list';
import { usePolicyStatement } from '@launchops/kit/react';
import { SoftwareIcon } from './software-icon';
import { surfaceCss } from '@launchops/kit/styles';

const StyledWidget = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${surfaceCss};
  height: 100%;
  padding: 24px;
  @media (max-width: 480px) {
    padding: 18px 14px;
  }
  > h3 {
    margin: 0;
    font-size: 1.35rem;
  }
  > p {
    margin: -8px 0 0;
    color: var(--lo-fg-muted);
    font-size: 0.9rem;
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledCard = styled.article`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  padding: 14px;
  border: 1px solid var(--lo-border);
  border-radius: 12px;
  background: var(--lo-bg);
  transition: border-color 0.15s ease;
  &:hover {
    border-color: var(--lo-primary);
  }
  h4 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
    font-size: 0.9rem;
  }
  /* Narrow phones: the text needs the icon's column. */
  @media (max-width: 400px) {
    padding: 12px;
    > span[data-icon] {
      display: none;
    }
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  flex: 1;
`;

const StyledTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const StyledLearnMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  align-self: flex-start;
  font-weight: 600;
  font-size: 0.9rem;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledCardSkeleton = styled.div`
  ${skeletonCss};
  height: 150px;
  border-radius: 12px;
`;

const StyledExplore = styled(Link)`
  ${primaryButtonCss};
  align-self: flex-start;
  margin-top: auto;
`;

/** Home widget: the catalogue's home-page picks (its `home` view) and a way into /software. */
export function TopRatedTools() {
  const { data, isPending, isError, refetch, isFetching } = useCatalogueView('home');
  const affiliatePolicy = usePolicyStatement('affiliate-links');
  let list;
  if (isPending) {
    list = (
      <StyledList aria-busy="true" aria-label="Loading our picks">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <StyledCardSkeleton />
          </li>
        ))}
      </StyledList>
    );
  } else if (isError) {
    list = <LoadError title="We could not load our picks." message="Please check your connection." onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    list = (
      <StyledList>
        {data.products.map((tool) => (
          <li key={tool.id}>
            <StyledCard aria-labelledby={`lo-catalog-top-${tool.id}`}>
              <SoftwareIcon icon={tool.icon} size={20} />
              <StyledBody>
                <StyledTags>
                  <TonePill tone="blue">{toLabel(tool.category)}</TonePill>
                </StyledTags>
                <h4 id={`lo-catalog-top-${tool.id}`}>{tool.name}</h4>
                <p>{tool.tagline ?? tool.description}</p>
                <StyledLearnMore to={`/software/${tool.id}`}>
                  Learn more <span className="lo-visually-hidden">about {tool.name}</span>
                  <ArrowRight size={15} aria-hidden="true" />
                </StyledLearnMore>
              </StyledBody>
            </StyledCard>
          </li>
        ))}
      </StyledList>
    );
  }
  return (
    <StyledWidget aria-labelledby="lo-catalog-top-tools-title">
      <h3 id="lo-catalog-top-tools-title">Recommended Startup Tools</h3>
      <p>Our picks for planning, fundraising and the books. {affiliatePolicy && <span data-policy="affiliate-links">{affiliatePolicy}</span>}</p>
      {list}
      <StyledExplore to="/software">
        Explore All Recommended Software
        <ArrowRight size={18} aria-hidden="true" />
      </StyledExplore>
    </StyledWidget>
  );
}
