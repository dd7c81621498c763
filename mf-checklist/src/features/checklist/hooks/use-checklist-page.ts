import type { ChecklistCategory, ChecklistItem } from '@launchops/contracts';
import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCategories } from '../api/get-categories';
import { useAllItems, useCategoryItems } from '../api/get-items';
import { useToggleItem } from '../api/update-item';
import type { NextTask } from '../components/progress-card';
import { useViewStore } from '../stores/view-store';
import { useChecklistMeta } from './use-checklist-meta';
import { useKeepScrollOnNavigate } from './use-keep-scroll-on-navigate';

/** The progress across all categories, and the first open task in the checklist's order. */
function useChecklistProgress(categories: ChecklistCategory[] | undefined, allItems: ChecklistItem[] | undefined) {
  const totals = useMemo(
    () =>
      (categories ?? []).reduce((sum, c) => ({ completed: sum.completed + c.completedItems, total: sum.total + c.totalItems }), {
        completed: 0,
        total: 0,
      }),
    [categories],
  );

  const nextTask = useMemo<NextTask | undefined>(() => {
    if (!categories || !allItems) return undefined;
    for (const category of categories) {
      const next = allItems.filter((item) => item.categoryId === category.id && !item.completed).sort((a, b) => a.order - b.order || a.id - b.id)[0];
      if (next) return { title: next.title, href: `/checklist/${category.slug}?task=${next.slug}`, categoryName: category.name };
    }
    return undefined;
  }, [categories, allItems]);
  return { totals, nextTask };
}

/** The checklist page's state: the category and task in the address, the reads, and what moving between them does. */
export function useChecklistPage(heading: string) {
  const { slug: rawSlug } = useParams();
  const slug = rawSlug?.toLowerCase();
  const [searchParams] = useSearchParams();
  const taskSlug = searchParams.get('task') ?? undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const view = useViewStore((state) => state.view);
  const setView = useViewStore((state) => state.setView);

  const categories = useCategories();
  const allItems = useAllItems();
  const toggle = useToggleItem();

  const selected = categories.data ? (slug ? categories.data.find((c) => c.slug === slug) : categories.data[0]) : undefined;
  const notFound = Boolean(slug && categories.data && categories.data.length > 0 && !selected);
  const items = useCategoryItems(selected?.id);
  const keepScroll = useKeepScrollOnNavigate(slug);

  useChecklistMeta({ heading, slug, category: selected, notFound });

  // A ?task= link opens the Guided Journey before the first paint, whatever view was last used.
  useLayoutEffect(() => {
    if (taskSlug) setView('guided');
  }, [taskSlug, location.key, setView]);

  // A ?task= link naming the wrong category: send it to the task's own category.
  useEffect(() => {
    if (!taskSlug || !items.data || !allItems.data || !categories.data) return;
    if (items.data.some((item) => item.slug === taskSlug)) return;
    const task = allItems.data.find((item) => item.slug === taskSlug);
    const home = task && categories.data.find((c) => c.id === task.categoryId);
    if (home && home.id !== selected?.id) void navigate(`/checklist/${home.slug}?task=${encodeURIComponent(taskSlug)}`, { replace: true });
  }, [taskSlug, items.data, allItems.data, categories.data, selected?.id, navigate]);

  const target = useMemo(() => (taskSlug ? { slug: taskSlug, key: location.key } : undefined), [taskSlug, location.key]);

  const onToggle = useCallback((item: ChecklistItem, onSaved?: () => void) => toggle.mutate({ item }, { onSuccess: () => onSaved?.() }), [toggle]);
  const onOpenInGuide = useCallback(
    (item: ChecklistItem) => {
      if (!selected) return;
      void navigate(`/checklist/${selected.slug}?task=${encodeURIComponent(item.slug)}`);
    },
    [navigate, selected],
  );
  const { totals, nextTask } = useChecklistProgress(categories.data, allItems.data);
  const selectCategory = (category: ChecklistCategory) => {
    if (category.id === selected?.id && !taskSlug && slug) return;
    keepScroll.remember();
    void navigate(`/checklist/${category.slug}`);
  };
  return { slug, location, view, setView, categories, allItems, items, selected, notFound, target, onToggle, onOpenInGuide, totals, nextTask, selectCategory };
}

export type ChecklistPageState = ReturnType<typeof useChecklistPage>;
