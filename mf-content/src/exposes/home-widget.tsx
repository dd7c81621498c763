import { LatestArticles } from '../features/blog/components/latest-articles';

/** The home page's "Latest Articles" section: the three newest posts and a link to /blog. */
export default function LatestArticlesWidget() {
  return <LatestArticles />;
}
