import styled from '@emotion/styled';
import { ApiRequestError, longDate, type Product } from '@launchops/contracts';
import { ArrowLeft, CalendarCheck, CircleCheck, CircleX, Tag, Target } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { AffiliateDisclosure } from '../../../components/affiliate-disclosure';
import { AffiliateLink } from '../../../components/affiliate-link';
import { CatalogNotFound } from '../../../components/catalog-not-found';
import { LoadError } from '../../../components/load-error';
import { cardCss, pageCss, skeletonCss } from '../../../components/shared-styles';
import { isReviewed, SOFTWARE_ID_PATTERN, useSoftware } from '../api/get-software';
import { RelatedSoftware } from './related-software';
import { SoftwareCategoryChip } from './software-category-chip';
import { SoftwareIcon } from './software-icon';

const StyledPage = styled.div`
  ${pageCss};
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 20px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledHero = styled.header`
  ${cardCss};
  flex-direction: row;
  gap: 20px;
  padding: 28px;
  @media (max-width: 640px) {
    flex-direction: column;
    padding: 20px;
  }
  h1 {
    margin: 0;
    font-size: clamp(1.7rem, 4vw, 2.3rem);
    overflow-wrap: anywhere;
  }
`;

const StyledHeroBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  flex: 1;
`;

const StyledMetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const StyledLead = styled.p`
  margin: 0;
  font-size: 1.1rem;
  color: var(--lo-fg-muted);
  max-width: 760px;
`;

const StyledHeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 6px;
`;

const StyledDisclosure = styled(AffiliateDisclosure)`
  margin: 16px 0 0;
`;

const StyledLayout = styled.div`
  display: grid;
  gap: 24px;
  margin-top: 32px;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: 28px;
  h2 {
    margin: 0 0 10px;
    font-size: 1.35rem;
  }
  section > p {
    margin: 0;
    line-height: 1.7;
  }
`;

const StyledProsCons = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;

const StyledList = styled.section`
  ${cardCss};
  --lo-catalog-list-accent: var(--lo-success);
  &[data-kind='cons'] {
    --lo-catalog-list-accent: var(--lo-danger);
  }
  box-shadow: none;
  border-top: 4px solid var(--lo-catalog-list-accent);
  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  li {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  li svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: var(--lo-catalog-list-accent);
  }
`;

const StyledAside = styled.aside`
  ${cardCss};
  position: sticky;
  top: 88px;
  @media (max-width: 900px) {
    position: static;
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 4px;
    font-size: 1rem;
  }
  h2 svg {
    color: var(--lo-primary);
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
  }
  section + section {
    padding-top: 16px;
    border-top: 1px solid var(--lo-border);
  }
  a {
    width: 100%;
  }
`;

const StyledBone = styled.div<{ h: number; w?: string }>`
  ${skeletonCss};
  height: ${(p) => p.h}px;
  width: ${(p) => p.w ?? '100%'};
`;

const StyledSkeleton = styled.div`
  display: grid;
  gap: 16px;
`;

function DetailSkeleton() {
  return (
    <StyledSkeleton aria-busy="true" aria-label="Loading software details" data-testid="software-detail-skeleton">
      <StyledBone h={180} />
      <StyledBone h={24} w="40%" />
      <StyledBone h={120} />
      <StyledBone h={120} />
    </StyledSkeleton>
  );
}

function SoftwareDetailView({ software }: { software: Product & { review: NonNullable<Product['review']> } }) {
  usePageMeta({
    title: `${software.name}: review, pricing, pros and cons`,
    description: software.description,
    canonicalPath: `/software/${software.id}`,
  });
  return (
    <>
      <StyledHero>
        <SoftwareIcon icon={software.icon} size={28} />
        <StyledHeroBody>
          <h1>{software.name}</h1>
          <StyledMetaRow>
            <SoftwareCategoryChip category={software.category} />
          </StyledMetaRow>
          <StyledLead>{software.description}</StyledLead>
          <StyledHeroActions className="lo-no-print">
            <AffiliateLink href={software.link} productId={software.id} productName={software.name} source="software" />
          </StyledHeroActions>
        </StyledHeroBody>
      </StyledHero>
      <StyledDisclosure />

      <StyledLayout>
        <StyledMain>
          <section aria-labelledby="lo-catalog-overview">
            <h2 id="lo-catalog-overview">Overview</h2>
            <p>{software.review.longDescription}</p>
          </section>
          <StyledProsCons>
            <StyledList data-kind="pros" aria-labelledby="lo-catalog-pros">
              <h2 id="lo-catalog-pros">Pros</h2>
              <ul>
                {software.review.pros.map((pro) => (
                  <li key={pro}>
                    <CircleCheck size={18} aria-hidden="true" />
                    <span>{pro}</span>
                  </li>
                ))}
              </ul>
            </StyledList>
            <StyledList data-kind="cons" aria-labelledby="lo-catalog-cons">
              <h2 id="lo-catalog-cons">Cons</h2>
              <ul>
                {software.review.cons.map((con) => (
                  <li key={con}>
                    <CircleX size={18} aria-hidden="true" />
                    <span>{con}</span>
                  </li>
                ))}
              </ul>
            </StyledList>
          </StyledProsCons>
        </StyledMain>

        <StyledAside aria-label={`${software.name} at a glance`}>
          <section aria-labelledby="lo-catalog-pricing">
            <h2 id="lo-catalog-pricing">
              <Tag size={18} aria-hidden="true" />
              Pricing
            </h2>
            <p>{software.pricing}</p>
          </section>
          <section aria-labelledby="lo-catalog-best-for">
            <h2 id="lo-catalog-best-for">
              <Target size={18} aria-hidden="true" />
              Best for
            </h2>
            <p>{software.review.bestFor}</p>
          </section>
          {software.lastReviewed ? (
            <section aria-labelledby="lo-catalog-last-reviewed">
              <h2 id="lo-catalog-last-reviewed">
                <CalendarCheck size={18} aria-hidden="true" />
                Last reviewed
              </h2>
              <p>
                <time dateTime={software.lastReviewed}>{longDate(new Date(`${software.lastReviewed}T00:00:00Z`), 'utc')}</time>
              </p>
            </section>
          ) : null}
          <div className="lo-no-print">
            <AffiliateLink href={software.link} productId={software.id} productName={software.name} source="software" variant="secondary">
              Visit Site
            </AffiliateLink>
          </div>
        </StyledAside>
      </StyledLayout>

      <RelatedSoftware current={software} />
    </>
  );
}

function LoadingMeta() {
  usePageMeta({ title: 'Software Recommendations', description: 'Loading the software details.' });
  return <DetailSkeleton />;
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** /software/:id: the full recommendation, or a clear not-found message. */
export function SoftwareDetailPage() {
  const id = useParams().id ?? '';
  const validId = SOFTWARE_ID_PATTERN.test(id) && id.length <= 120;
  const { data, isPending, isError, error, refetch, isFetching } = useSoftware(id);

  // A product of the catalogue without a review (one only /tools or a task lists) has no page here.
  if (!validId || (isError && isNotFound(error)) || (data && !isReviewed(data))) {
    return (
      <CatalogNotFound
        title="Software Not Found"
        message="We could not find that software recommendation. It may have been removed, or the address may have a typo."
        backTo="/software"
        backLabel="Browse All Software"
      />
    );
  }

  return (
    <StyledPage>
      <StyledBack to="/software" className="lo-no-print">
        <ArrowLeft size={18} aria-hidden="true" />
        All software
      </StyledBack>
      {isPending ? (
        <LoadingMeta />
      ) : isError ? (
        <LoadError
          title="We could not load this recommendation."
          message={error.message ? `The server said: ${error.message}` : 'Please check your connection.'}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        isReviewed(data) && <SoftwareDetailView software={data} />
      )}
    </StyledPage>
  );
}
