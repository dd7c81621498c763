import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ChecklistView = 'guided' | 'simple';

interface ViewState {
  view: ChecklistView;
  setView: (view: ChecklistView) => void;
}

/** The visitor's preferred view, remembered in this browser. */
export const useViewStore = create<ViewState>()(
  persist(
    (set) => ({
      view: 'guided',
      setView: (view) => set({ view }),
    }),
    {
      name: 'lo-checklist-view',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ view: state.view }),
      merge: (persisted, current) => {
        const view = (persisted as Partial<ViewState> | undefined)?.view;
        return { ...current, view: view === 'simple' ? 'simple' : 'guided' };
      },
    },
  ),
);
