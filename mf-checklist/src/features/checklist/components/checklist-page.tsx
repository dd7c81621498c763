import styled from '@emotion/styled';
import type { ChecklistItem } from '@launchops/contracts';
import { Inbox, Printer } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { pageCss, pageIntroCss } from '@launchops/kit/styles';
import { StyledButton } from '../../../components/button';
import { CHECKLIST_LEAD } from '../../../route-data';
import { useCategories } from '../api/get-categories';
import { useAllItems, useCategoryItems } from '../api/get-items';
import { useToggleItem } from '../api/update-item';
import { useChecklistMeta } from '../hooks/use-checklist-meta';
import { useKeepScrollOnNavigate } from '../hooks/use-keep-scroll-on-navigate';
import { useViewStore } from '../stores/view-store';
import { Breadcrumb } from './breadcrumb';
import { CategoryTabs, CHECKLIST_PANEL_ID, tabIdFor } from './category-tabs';
import { ChecklistNotFound } from './checklist-not-found';
import { ChecklistSkeleton, StepsSkeleton } from './checklist-skeleton';
import { GuidedJourney } from './guided-journey';
import { LoadError } from './load-error';
import { PageFooter } from './page-footer';
import { PrintChecklist } from './print-checklist';
import { type NextTask, ProgressCard } from './progress-card';
import { SimpleChecklist } from './simple-checklist';
import { ViewSwitch } from './view-switch';

const StyledPage = styled.div`
  ${pageCss};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  @media print {
    padding: 0;
    gap: 12px;
  }
`;

// The site's page intro (the sizes of the edge's first paint: /checklist has a route head), the print button below it.
const StyledHeader = styled.header`
  ${pageIntroCss};
  && {
    margin-bottom: 0;
  }
  > button {
    margin-top: 16px;
  }
  @media print {
    h1 {
      font-size: 18pt;
    }
    p {
      color: #000;
      font-size: 10pt;
    }
  }
`;

const StyledPanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 20px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
    max-width: 70ch;
  }
`;

const StyledPanel = styled.div`
  @media print {
    display: none;
  }
`;

const StyledEmpty = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  padding: 28px;
  border: 1px dashed var(--lo-border);
  border-radius: 14px;
  color: var(--lo-fg-muted);
  background: var(--lo-bg-muted);
`;

/** /checklist and /checklist/:slug: progress, category tabs, and the selected category's tasks. */
export function ChecklistPage({ heading }: { heading: string }) {
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
    if (home && home.id !== selected?.id) navigate(`/checklist/${home.slug}?task=${encodeURIComponent(taskSlug)}`, { replace: true });
  }, [taskSlug, items.data, allItems.data, categories.data, selected?.id, navigate]);

  const target = useMemo(() => (taskSlug ? { slug: taskSlug, key: location.key } : undefined), [taskSlug, location.key]);

  const onToggle = useCallback((item: ChecklistItem, onSaved?: () => void) => toggle.mutate({ item }, { onSuccess: () => onSaved?.() }), [toggle]);
  const onOpenInGuide = useCallback(
    (item: ChecklistItem) => {
      if (!selected) return;
      navigate(`/checklist/${selected.slug}?task=${encodeURIComponent(item.slug)}`);
    },
    [navigate, selected],
  );

  const totals = useMemo(
    () =>
      (categories.data ?? []).reduce((sum, c) => ({ completed: sum.completed + c.completedItems, total: sum.total + c.totalItems }), {
        completed: 0,
        total: 0,
      }),
    [categories.data],
  );

  const nextTask = useMemo<NextTask | undefined>(() => {
    if (!categories.data || !allItems.data) return undefined;
    for (const category of categories.data) {
      const next = allItems.data.filter((item) => item.categoryId === category.id && !item.completed).sort((a, b) => a.order - b.order || a.id - b.id)[0];
      if (next) return { title: next.title, href: `/checklist/${category.slug}?task=${next.slug}`, categoryName: category.name };
    }
    return undefined;
  }, [categories.data, allItems.data]);

  if (notFound) {
    return (
      <StyledPage>
        <ChecklistNotFound requested={location.pathname} categories={categories.data} />
      </StyledPage>
    );
  }

  const renderTasks = () => {
    if (!selected) return null;
    if (items.isPending) return <StepsSkeleton />;
    if (!items.data) {
      return (
        <LoadError
          headingLevel={3}
          title="These tasks could not be loaded"
          message={`We could not fetch the ${selected.name} tasks. Check your connection and try again.`}
          detail={items.error?.message}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
        />
      );
    }
    if (items.data.length === 0) {
      return (
        <StyledEmpty>
          <Inbox size={20} aria-hidden="true" />
          No tasks in this category yet. Please check back later.
        </StyledEmpty>
      );
    }
    return view === 'guided' ? (
      <GuidedJourney key={selected.id} category={selected} items={items.data} target={target} onToggle={onToggle} />
    ) : (
      <SimpleChecklist items={items.data} onToggle={onToggle} onOpenInGuide={onOpenInGuide} />
    );
  };

  const renderBody = () => {
    if (categories.isPending) return <ChecklistSkeleton />;
    if (!categories.data) {
      return (
        <LoadError
          title="The checklist could not be loaded"
          message="We could not reach the LaunchOps server. Your progress is safe; try again in a moment."
          detail={categories.error?.message}
          onRetry={() => {
            void categories.refetch();
            if (!allItems.data) void allItems.refetch();
          }}
          retrying={categories.isFetching}
        />
      );
    }
    if (categories.data.length === 0 || !selected) {
      return (
        <StyledEmpty>
          <Inbox size={20} aria-hidden="true" />
          No categories found. Please check back later.
        </StyledEmpty>
      );
    }
    return (
      <>
        <ProgressCard completed={totals.completed} total={totals.total} nextTask={nextTask} />
        <section aria-labelledby="lo-checklist-categories-title">
          <h2 className="lo-visually-hidden" id="lo-checklist-categories-title">
            Categories
          </h2>
          <CategoryTabs
            categories={categories.data}
            selectedId={selected.id}
            onSelect={(category) => {
              if (category.id === selected.id && !taskSlug && slug) return;
              keepScroll.remember();
              navigate(`/checklist/${category.slug}`);
            }}
          />
        </section>
        <StyledPanel role="tabpanel" id={CHECKLIST_PANEL_ID} aria-labelledby={`${tabIdFor(selected.slug)}-name`} data-category={selected.slug}>
          <StyledPanelHeader>
            <div>
              <h2>{selected.name}</h2>
              <p>{selected.description}</p>
            </div>
            <ViewSwitch view={view} onChange={setView} />
          </StyledPanelHeader>
          {renderTasks()}
        </StyledPanel>
        <PrintChecklist categories={categories.data} items={allItems.data ?? items.data ?? []} />
      </>
    );
  };

  return (
    <StyledPage>
      {/* A category's trail back to the checklist; the checklist itself is a section of the site's navigation. */}
      {slug && selected ? <Breadcrumb category={selected} /> : null}
      <StyledHeader>
        {/* A category page is named after its category; the checklist as a whole keeps the section's heading. */}
        <h1>{slug && selected ? `${selected.name} Checklist` : heading}</h1>
        <p className="lo-no-print">
          {slug && selected ? `${selected.description.replace(/\.?\s*$/, '.')} Your progress is saved automatically in this browser.` : CHECKLIST_LEAD}
        </p>
        <StyledButton type="button" variant="secondary" onClick={() => window.print()} className="lo-no-print">
          <Printer size={18} aria-hidden="true" />
          Print checklist
        </StyledButton>
      </StyledHeader>
      {renderBody()}
      <PageFooter />
    </StyledPage>
  );
}
