import { Link } from 'react-router';
import { StyledCatalogIntro } from '../../../components/catalog-page';

/** The page's title and description for browsers and search engines. */
export const TOOLS_PAGE_META = {
  title: 'Recommended Tools for Startups',
  description:
    'Formation, banking, payments, accounting, payroll, productivity and developer tools that founders use, with pricing, free trials and startup offers.',
};

/** The top of /tools: shown at once, while the directory below it loads (lazy-tools-page.tsx). The same texts as its route head (TOOLS_HEAD), which the site's edge paints first. */
export function ToolsIntro() {
  return (
    <StyledCatalogIntro>
      <h1>Recommended Tools</h1>
      <p>
        A quick directory of the services founders rely on to form the company, bank, get paid, keep the books, run payroll and build the product: filter by
        what you need next, compare pricing models and free trials, and go straight to the vendor. Some of them also have an in-depth review under{' '}
        <Link to="/software">Software</Link>.
      </p>
    </StyledCatalogIntro>
  );
}
