import { Link } from 'react-router';

export default function CatalogHomeWidget() {
  return (
    <section aria-labelledby="top-tools-title">
      <h3 id="top-tools-title">Top-Rated Startup Tools</h3>
      <Link to="/software">Explore All Recommended Software</Link>
    </section>
  );
}
