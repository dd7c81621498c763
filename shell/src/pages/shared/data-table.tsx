import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const StyledTableScroller = styled.div`
  margin: 0 0 20px;
  overflow-x: auto;
  border: 1px solid var(--lo-border);
  border-radius: 10px;
  overflow-wrap: break-word;
  @media (max-width: 640px) {
    display: none;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
    line-height: 1.5;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 10px 12px;
    border-bottom: 1px solid var(--lo-border);
  }
  thead th {
    background: var(--lo-bg-muted);
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--lo-fg-muted);
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody th {
    font-weight: 600;
    min-width: 8.5rem;
  }
`;

const StyledCards = styled.ul`
  display: none;
  list-style: none;
  margin: 0 0 20px;
  padding: 0 !important;
  gap: 12px;
  @media (max-width: 640px) {
    display: grid;
  }
  > li {
    margin: 0 !important;
    padding: 14px 16px;
    border: 1px solid var(--lo-border);
    border-radius: 10px;
    background: var(--lo-surface);
  }
  > li > p {
    margin: 0 0 8px;
    font-weight: 650;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 8px;
    font-size: 0.95rem;
    line-height: 1.5;
  }
  dt {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: var(--lo-fg-muted);
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export interface DataTableRow {
  key: string;
  /** The row's name: first column of the table, title of the card. */
  header: ReactNode;
  cells: ReactNode[];
}

/**
 * A table on wide screens and a list of cards on narrow ones (a three-column table does not fit
 * 360 px). Only one of the two is displayed, so assistive technology meets the content once.
 */
export function DataTable({ label, columns, rows }: { label: string; columns: string[]; rows: DataTableRow[] }) {
  const [headerColumn, ...cellColumns] = columns;
  return (
    <>
      <StyledTableScroller role="region" aria-label={label} tabIndex={0}>
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.header}</th>
                {row.cells.map((cell, index) => (
                  <td key={cellColumns[index]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </StyledTableScroller>
      <StyledCards aria-label={label} data-table-cards="">
        {rows.map((row) => (
          <li key={row.key}>
            <p>
              <span className="lo-visually-hidden">{headerColumn}: </span>
              {row.header}
            </p>
            <dl>
              {row.cells.map((cell, index) => (
                <div key={cellColumns[index]}>
                  <dt>{cellColumns[index]}</dt>
                  <dd>{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </StyledCards>
    </>
  );
}
