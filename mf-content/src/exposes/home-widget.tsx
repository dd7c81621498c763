import { Link } from 'react-router';

export default function LatestArticlesWidget() {
  return (
    <section aria-labelledby="latest-articles-title">
      <h3 id="latest-articles-title">Latest articles</h3>
      <Link to="/blog">View All Articles</Link>
    </section>
  );
}
