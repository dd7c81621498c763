import { TopRatedTools } from '../features/software/components/top-rated-tools';

/** The home page's "Top-Rated Startup Tools" block. */
export default function CatalogHomeWidget() {
  return <TopRatedTools />;
}
