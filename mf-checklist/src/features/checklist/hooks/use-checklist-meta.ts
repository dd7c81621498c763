import type { ChecklistCategory } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';

export const CHECKLIST_DESCRIPTION =
  'A free, step-by-step startup checklist: form the company, open the bank accounts, stay on top of taxes and hire lawfully, with expert tips and tools for every task. Track your progress as you go.';

/** Title, description and canonical address of the checklist page being shown. */
export function useChecklistMeta({ heading, slug, category, notFound }: { heading: string; slug?: string; category?: ChecklistCategory; notFound: boolean }) {
  usePageMeta(
    // The not-found message sets its own.
    notFound
      ? null
      : slug && category
        ? { title: `${category.name} Checklist`, description: `${category.name}: ${category.description}`, canonicalPath: `/checklist/${category.slug}` }
        : { title: heading, description: CHECKLIST_DESCRIPTION, canonicalPath: slug ? `/checklist/${slug}` : '/checklist' },
  );
}
