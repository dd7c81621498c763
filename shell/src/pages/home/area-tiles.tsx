import styled from '@emotion/styled';
import { Banknote, Building2, Globe, HardDrive, Landmark, PieChart, Users, Wrench } from 'lucide-react';
import type { ComponentType, CSSProperties } from 'react';
import { Link } from 'react-router';
import { gridListCss, tileLinkCss } from '@launchops/kit/styles';
import { useSitePolicies } from '../policies/site-policies';
import { StyledSection } from './section-styles';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** The icon keyword of categories.yaml, drawn. */
const AREA_ICONS: Record<string, Icon> = { Building2, Banknote, PieChart, Users, Globe, HardDrive, Landmark, Wrench };

/** A short line per area for the strip, in this page's words; the names and order come from categories.yaml. */
const AREA_LINES: Record<string, string> = {
  legal: 'Entity, incorporation filings, founder stock and the 83(b) election.',
  banking: 'EIN, business bank account, payments and bookkeeping habits.',
  tax: 'Franchise tax, federal returns, estimated taxes and 1099s.',
  hr: 'Contractors vs employees, payroll registrations and new-hire forms.',
  identity: 'Domain, professional e-mail, trademark and website.',
  operations: 'Project tools, documents and passwords, CRM and backups.',
};

/** The most columns, up to `max`, that leave no row half empty (`max` when none divides the count). */
export function evenColumns(count: number, max: number): number {
  for (let columns = max; columns >= 2; columns--) if (count % columns === 0) return columns;
  return max;
}

// One column on a phone; then as many as fill every row (six areas: two by three, then three by two).
const StyledTiles = styled.ul`
  ${gridListCss(240, 16, 'auto-fit')};
  @media (min-width: 560px) {
    grid-template-columns: repeat(var(--area-columns-medium), minmax(0, 1fr));
  }
  @media (min-width: 960px) {
    grid-template-columns: repeat(var(--area-columns-wide), minmax(0, 1fr));
  }
`;

/** One height for a tile and its placeholder, so nothing below moves when the areas arrive (a #pricing link). */
const tileHeightCss = `
  min-height: 164px;
  @media (max-width: 720px) { min-height: 120px; }
`;

const StyledTile = styled(Link)`
  display: flex;
  gap: 14px;
  ${tileLinkCss};
  ${tileHeightCss}
  padding: 20px;
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
    font-size: 0.95rem;
  }
  svg {
    flex: none;
    color: var(--lo-primary);
  }
`;

/** Holds a tile's place while the areas load, so the page below does not move when they arrive (a #pricing link). */
const StyledTilePlaceholder = styled.div`
  ${tileLinkCss};
  ${tileHeightCss}
  background: var(--lo-bg-muted);
`;

const columnsStyle = (count: number) => ({ '--area-columns-medium': evenColumns(count, 2), '--area-columns-wide': evenColumns(count, 3) }) as CSSProperties;

export function AreaTiles() {
  const areas = useSitePolicies().data?.areas;
  return (
    <StyledSection aria-labelledby="areas-title" style={{ paddingTop: 40, paddingBottom: 24 }}>
      <h2 id="areas-title" className="lo-visually-hidden">
        Operational areas
      </h2>
      <StyledTiles aria-busy={areas ? undefined : true} style={columnsStyle(areas?.length ?? Object.keys(AREA_LINES).length)}>
        {!areas &&
          Object.keys(AREA_LINES).map((slug) => (
            <li key={slug} aria-hidden="true">
              <StyledTilePlaceholder />
            </li>
          ))}
        {areas?.map((area) => {
          const AreaIcon = AREA_ICONS[area.icon] ?? Building2;
          return (
            <li key={area.slug}>
              <StyledTile to={`/checklist/${area.slug}`}>
                <AreaIcon size={28} aria-hidden />
                <span>
                  <h3>{area.name}</h3>
                  <p>{AREA_LINES[area.slug] ?? area.description}</p>
                </span>
              </StyledTile>
            </li>
          );
        })}
      </StyledTiles>
    </StyledSection>
  );
}
