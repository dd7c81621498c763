import { ApiRequestError, apiGet, apiRequest, checklistContentSchema, type RoadmapNote, roadmapFounderListSchema, roadmapSchema } from '@launchops/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { CONSULTING_QUERY_KEY } from '../../../utils/consulting-keys';

const keys = {
  founders: [...CONSULTING_QUERY_KEY, 'roadmaps'] as const,
  roadmap: (accountId: number) => [...CONSULTING_QUERY_KEY, 'roadmaps', accountId] as const,
};

/** One task of the roadmap as the editor holds it (the order as typed). */
export interface RoadmapRow {
  key: number;
  taskSlug: string;
  note: string;
  position: string;
}

let nextKey = 1;
const toRow = (note: RoadmapNote): RoadmapRow => ({
  key: nextKey++,
  taskSlug: note.taskSlug,
  note: note.note,
  position: note.position === null ? '' : String(note.position),
});

/** The roadmap editor's state: the Premium founders, the chosen founder's roadmap as rows, and saving it whole. */
export function useRoadmapEditor() {
  const founders = useQuery({
    queryKey: keys.founders,
    queryFn: ({ signal }) => apiGet('/api/advisor/roadmaps', roadmapFounderListSchema, signal),
    staleTime: 0,
    retry: false,
  });
  const checklist = useQuery({
    queryKey: [...CONSULTING_QUERY_KEY, 'checklist-tasks'],
    queryFn: ({ signal }) => apiGet('/api/checklist', checklistContentSchema, signal),
    staleTime: 300_000,
  });
  const [accountId, setAccountId] = useState<number | null>(null);
  const roadmap = useQuery({
    queryKey: keys.roadmap(accountId ?? 0),
    queryFn: ({ signal }) => apiGet(`/api/advisor/roadmaps/${accountId}`, roadmapSchema, signal),
    enabled: accountId !== null,
    staleTime: 0,
    retry: false,
  });
  const [rows, setRows] = useState<RoadmapRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (roadmap.data) setRows(roadmap.data.notes.map(toRow));
  }, [roadmap.data]);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (notes: RoadmapNote[]) => apiRequest('PUT', `/api/advisor/roadmaps/${accountId}`, roadmapSchema, { notes }),
    onSuccess: (data) => {
      queryClient.setQueryData(keys.roadmap(accountId ?? 0), data);
      void queryClient.invalidateQueries({ queryKey: keys.founders, exact: true });
      setSaved(true);
    },
    onError: (failure) => setError(failure instanceof ApiRequestError ? failure.message : 'The roadmap could not be saved. Please try again.'),
  });

  const update = (key: number, change: Partial<RoadmapRow>) => {
    setSaved(false);
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const missing = rows.find((row) => !row.taskSlug);
    if (missing) return setError('Choose a task for every row, or remove the row.');
    const badPosition = rows.find((row) => row.position !== '' && !/^[1-9]\d{0,2}$/.test(row.position));
    if (badPosition) return setError('An order is a whole number from 1 to 999, or empty to keep the plan’s own place.');
    save.mutate(rows.map((row) => ({ taskSlug: row.taskSlug, note: row.note.trim(), position: row.position === '' ? null : Number(row.position) })));
  };
  const chooseFounder = (id: number | null) => {
    setAccountId(id);
    setSaved(false);
    setError(null);
  };
  const addRow = () => {
    setSaved(false);
    setRows((all) => [...all, { key: nextKey++, taskSlug: '', note: '', position: String(all.length + 1) }]);
  };
  const removeRow = (key: number) => setRows((all) => all.filter((r) => r.key !== key));

  const tasks = checklist.data?.tasks ?? [];
  return { founders, checklist, roadmap, accountId, rows, error, saved, saving: save.isPending, tasks, update, submit, chooseFounder, addRow, removeRow };
}
