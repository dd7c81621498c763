import { Landmark, type LucideProps, Newspaper, Receipt, Scale, Users } from 'lucide-react';

const ICONS: Record<string, typeof Scale> = {
  legal: Scale,
  finance: Landmark,
  tax: Receipt,
  hiring: Users,
};

/** The motif of a blog category; unknown categories get a newspaper. */
export function CategoryIcon({ category, ...props }: { category: string } & LucideProps) {
  const Icon = ICONS[category.toLowerCase()] ?? Newspaper;
  return <Icon aria-hidden="true" {...props} />;
}
