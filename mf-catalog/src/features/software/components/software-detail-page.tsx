import { ApiRequestError, type Product } from '@launchops/contracts';
import { ArrowLeft } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { AffiliateLink } from '../../../components/affiliate-link';
import { CatalogNotFound } from '../../../components/catalog-not-found';
import { LoadError } from '../../../components/load-error';
import { useProductRedirect } from '../api/get-product-redirect';
import { isReviewed, SOFTWARE_ID_PATTERN, useSoftware } from '../api/get-software';
import { RelatedSoftware } from './related-software';
import { SoftwareCategoryChip } from './software-category-chip';
import { AtAGlance, ProsAndCons } from './software-detail-sections';
import {
  StyledBack,
  StyledBone,
  StyledDisclosure,
  StyledHero,
  StyledHeroActions,
  StyledHeroBody,
  StyledLayout,
  StyledLead,
  StyledMain,
  StyledMetaRow,
  StyledPage,
  StyledSkeleton,
} from './software-detail-styles';
import { SoftwareIcon } from './software-icon';

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
          <ProsAndCons software={software} />
        </StyledMain>

        <AtAGlance software={software} />
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
  const notFound = !validId || (isError && isNotFound(error)) || (data !== undefined && !isReviewed(data));
  // An old address (the first landing page's cards) leads to the closest product instead.
  const redirect = useProductRedirect(id, validId && notFound);

  if (redirect.data) return <Navigate to={redirect.data.location} replace />;
  if (validId && notFound && redirect.isPending) {
    return (
      <StyledPage>
        <LoadingMeta />
      </StyledPage>
    );
  }
  if (notFound) {
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
