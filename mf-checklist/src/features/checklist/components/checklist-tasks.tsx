import { Inbox } from 'lucide-react';
import type { ChecklistPageState } from '../hooks/use-checklist-page';
import { StyledEmpty } from './checklist-page-styles';
import { StepsSkeleton } from './checklist-skeleton';
import { GuidedJourney } from './guided-journey';
import { LoadError } from './load-error';
import { SimpleChecklist } from './simple-checklist';

/** The selected category's tasks, in the view the visitor chose; or why they are not there. */
export function ChecklistTasks({ page }: { page: ChecklistPageState }) {
  const { selected, items, view, target, onToggle, onOpenInGuide } = page;
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
}
