import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { checklistKeys } from './checklist-keys';
import { planKeys, useSaveAnswers } from './plan-api';

const savedPlan = {
  answers: { founderStockGranted: true, founderStockGrantedOn: '2026-11-01' },
  completedAt: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
  tasks: [],
  deadlines: [],
  summary: { applicable: 0, completed: 0, hidden: 0, nextDeadline: null },
};

describe('saving the quiz answers', () => {
  it('keeps the saved plan and reads the visitor’s progress again (an answer can tick a task)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(savedPlan), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(checklistKeys.progress(), { completedItemIds: [] });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSaveAnswers(), { wrapper });

    await act(() => result.current.mutateAsync({ answers: savedPlan.answers, complete: false }));

    expect(queryClient.getQueryData(planKeys.plan())).toMatchObject({ answers: savedPlan.answers });
    expect(queryClient.getQueryState(checklistKeys.progress())?.isInvalidated).toBe(true);
  });
});
