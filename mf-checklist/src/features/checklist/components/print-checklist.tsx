import styled from '@emotion/styled';
import type { ChecklistCategory, ChecklistItem } from '@launchops/contracts';
import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { difficultyLabel, difficultyLevel } from '../utils/difficulty';

/** Only on paper: hidden on screen, the whole checklist when printed. */
const StyledPrint = styled.section`
  display: none;
  @media print {
    display: block;
    color: #000;
    font-size: 10.5pt;
    h2 {
      font-size: 13pt;
      margin: 16pt 0 6pt;
      padding-bottom: 3pt;
      border-bottom: 1pt solid #000;
      break-after: avoid;
    }
    h2 small {
      font-weight: normal;
      font-size: 10pt;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    li {
      display: grid;
      grid-template-columns: 16pt 1fr auto;
      gap: 6pt;
      padding: 3pt 0;
      border-bottom: 0.5pt solid #bbb;
      break-inside: avoid;
    }
    li[data-completed='true'] .lo-checklist-print-title {
      text-decoration: line-through;
    }
    .lo-checklist-print-meta {
      color: #333;
      white-space: nowrap;
    }
    .lo-checklist-print-box {
      font-size: 12pt;
      line-height: 1;
    }
  }
`;

export interface PrintChecklistProps {
  categories: readonly ChecklistCategory[];
  /** Every item; categories without loaded items are left out. */
  items: readonly ChecklistItem[];
}

const printMedia = () => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined);

/**
 * Whether the paper copy is in the page: from the first idle moment after the page has loaded (it
 * costs nothing on screen, but rendering 56 more tasks is not work for the first paint), or at once
 * when printing starts before that.
 */
function usePrintReady(): boolean {
  const [ready, setReady] = useState(() => printMedia()?.matches ?? false);
  useEffect(() => {
    if (ready) return;
    const now = () => flushSync(() => setReady(true));
    const media = printMedia();
    window.addEventListener('beforeprint', now);
    media?.addEventListener('change', now);
    const later = () => startTransition(() => setReady(true));
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(later, { timeout: 2_000 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(later, 500) : undefined;
    return () => {
      window.removeEventListener('beforeprint', now);
      media?.removeEventListener('change', now);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

export function PrintChecklist(props: PrintChecklistProps) {
  return usePrintReady() ? <PaperChecklist {...props} /> : null;
}

function PaperChecklist({ categories, items }: PrintChecklistProps) {
  const byCategory = new Map<number, ChecklistItem[]>();
  for (const item of items) byCategory.set(item.categoryId, [...(byCategory.get(item.categoryId) ?? []), item]);
  return (
    <StyledPrint aria-hidden="true" data-testid="print-checklist">
      {categories.map((category) => {
        const list = (byCategory.get(category.id) ?? []).sort((a, b) => a.order - b.order || a.id - b.id);
        if (list.length === 0) return null;
        const done = list.filter((item) => item.completed).length;
        return (
          <div key={category.id}>
            <h2>
              {category.name}{' '}
              <small>
                ({done} of {list.length} done)
              </small>
            </h2>
            <ol>
              {list.map((item, index) => {
                const level = difficultyLevel(item.difficulty);
                return (
                  <li key={item.id} data-completed={item.completed}>
                    <span className="lo-checklist-print-box">{item.completed ? '☑' : '☐'}</span>
                    <span className="lo-checklist-print-title">
                      {index + 1}. {item.title}
                      {item.completed ? ' (done)' : ''}
                    </span>
                    <span className="lo-checklist-print-meta">
                      {[level ? difficultyLabel(level) : item.difficulty, item.estimatedTime].filter(Boolean).join(' · ')}
                    </span>
                  </li>
                );
              })}
            </ol>
          </div>
        );
      })}
    </StyledPrint>
  );
}
