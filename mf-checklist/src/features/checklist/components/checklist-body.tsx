import { Inbox } from 'lucide-react';
import type { ChecklistPageState } from '../hooks/use-checklist-page';
import { CategoryTabs, CHECKLIST_PANEL_ID, tabIdFor } from './category-tabs';
import { StyledEmpty, StyledPanel, StyledPanelHeader } from './checklist-page-styles';
import { ChecklistSkeleton } from './checklist-skeleton';
import { ChecklistTasks } from './checklist-tasks';
import { LoadError } from './load-error';
import { PrintChecklist } from './print-checklist';
import { PlanSummaryCard } from './plan-summary-card';
import { ProgressCard } from './progress-card';
import { usePlanFit } from '../../../utils/plan-fit';
import { ViewSwitch } from './view-switch';

/** The checklist below its header: progress, the category tabs and the selected category's panel. */
export function ChecklistBody({ page }: { page: ChecklistPageState }) {
  const { categories, allItems, items, selected, view, setView, totals, nextTask, selectCategory } = page;
  const fit = usePlanFit();
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
      {fit && <PlanSummaryCard fit={fit} />}
      <ProgressCard completed={totals.completed} total={totals.total} nextTask={nextTask} withPlan={fit !== null} />
      <section aria-labelledby="lo-checklist-categories-title">
        <h2 className="lo-visually-hidden" id="lo-checklist-categories-title">
          Categories
        </h2>
        <CategoryTabs categories={categories.data} selectedId={selected.id} onSelect={selectCategory} />
      </section>
      <StyledPanel role="tabpanel" id={CHECKLIST_PANEL_ID} aria-labelledby={`${tabIdFor(selected.slug)}-name`} data-category={selected.slug}>
        <StyledPanelHeader>
          <div>
            <h2>{selected.name}</h2>
            <p>{selected.description}</p>
          </div>
          <ViewSwitch view={view} onChange={setView} />
        </StyledPanelHeader>
        <ChecklistTasks page={page} />
      </StyledPanel>
      <PrintChecklist categories={categories.data} items={allItems.data ?? items.data ?? []} />
    </>
  );
}
