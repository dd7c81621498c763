/**
 * The roster: every remote of the platform, declared once. Scripts (start, dev, build, test, bench), the
 * remotes' build configs, the site server, the shell's routes and home page, and the tests read it from
 * here. Adding a remote is a new folder (a copy of one of the four, with its own package name) and one
 * entry below.
 */

/** How tall a home widget's slot is before it loads (px), per layout, so nothing shifts when it arrives. */
export interface SlotHeights {
  wide: number;
  tablet: number;
  phone: number;
}

export interface RosterEntry {
  /** Module Federation name: letters, digits and underscores. */
  name: string;
  /** The workspace folder and package name. */
  dir: string;
  /** Default port of its dev and static server, and the environment variable that overrides it. */
  port: number;
  portVariable: string;
  /** The first path segments it owns: `/checklist`, `/checklist/...`. */
  sections: readonly string[];
  /** Its fixed public pages (listed in the sitemap); pages of API entries (`/blog/:slug`) are known from the API. */
  pages: readonly string[];
  /** Fixed pages that exist but are a visitor's own, kept out of the sitemap. */
  privatePages?: readonly string[];
  /** Its home page widget: where it sits and how tall its slot is before it loads. */
  homeWidget?: {
    /** 'resources': side by side in the "Resources" section; 'section': a full-width section of its own. */
    placement: 'resources' | 'section';
    /** The slot's accessible name (and, for a 'section', the section's is `sectionLabel`). */
    label: string;
    sectionLabel?: string;
    order: number;
    heights: SlotHeights;
  };
}

export const ROSTER = [
  {
    name: 'mf_checklist',
    dir: 'mf-checklist',
    port: 8081,
    portVariable: 'MF_CHECKLIST_PORT',
    sections: ['checklist'],
    pages: ['/checklist', '/checklist/states'],
    privatePages: ['/checklist/quiz', '/checklist/plan'],
    homeWidget: { placement: 'resources', label: 'The checklist preview', order: 1, heights: { wide: 605, tablet: 585, phone: 690 } },
  },
  {
    name: 'mf_catalog',
    dir: 'mf-catalog',
    port: 8082,
    portVariable: 'MF_CATALOG_PORT',
    sections: ['software', 'tools'],
    pages: ['/software', '/tools'],
    homeWidget: { placement: 'resources', label: 'The top-rated tools', order: 2, heights: { wide: 800, tablet: 710, phone: 860 } },
  },
  {
    name: 'mf_content',
    dir: 'mf-content',
    port: 8083,
    portVariable: 'MF_CONTENT_PORT',
    sections: ['blog', 'author', 'newsletter', 'templates'],
    pages: ['/blog', '/newsletter', '/templates'],
    homeWidget: {
      placement: 'section',
      label: 'The latest articles',
      sectionLabel: 'Latest articles',
      order: 4,
      heights: { wide: 600, tablet: 1090, phone: 1650 },
    },
  },
  {
    name: 'mf_consulting',
    dir: 'mf-consulting',
    port: 8084,
    portVariable: 'MF_CONSULTING_PORT',
    sections: ['consulting'],
    pages: ['/consulting'],
    homeWidget: {
      placement: 'section',
      label: 'Consultation booking',
      sectionLabel: 'Book a consultation',
      order: 3,
      heights: { wide: 888, tablet: 1210, phone: 1695 },
    },
  },
] as const satisfies readonly RosterEntry[];

export type RemoteName = (typeof ROSTER)[number]['name'];
export type RemoteDir = (typeof ROSTER)[number]['dir'];

/** Module Federation names of the remotes the shell knows how to place. */
export const REMOTE_NAMES = ROSTER.map((r) => r.name) as [RemoteName, ...RemoteName[]];

export function rosterEntry(name: RemoteName): (typeof ROSTER)[number];
export function rosterEntry(name: string): RosterEntry | undefined;
export function rosterEntry(name: string): RosterEntry | undefined {
  return ROSTER.find((r) => r.name === name);
}

/** The entry of the remote in workspace folder `dir` (a remote's build config finds itself this way). */
export function rosterEntryByDir(dir: string): RosterEntry {
  const entry = ROSTER.find((r) => r.dir === dir);
  if (!entry) throw new Error(`${dir} is not in the roster (shell/kit/src/roster.ts): add an entry for it there`);
  return entry;
}

/** The remote that owns the first segment of `pathname`, if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const first = pathname.split('/')[1] ?? '';
  return ROSTER.find((r) => (r.sections as readonly string[]).includes(first))?.name;
}

/** The remotes' home widgets, in page order. */
export function homeWidgets(): Array<{ remote: RemoteName } & NonNullable<RosterEntry['homeWidget']>> {
  return ROSTER.flatMap((r) => (r.homeWidget ? [{ remote: r.name, ...(r.homeWidget as NonNullable<RosterEntry['homeWidget']>) }] : [])).sort(
    (a, b) => a.order - b.order,
  );
}

/** Every remote's fixed public pages, in roster order. */
export const remotePages = (): string[] => ROSTER.flatMap((r) => [...(r as RosterEntry).pages]);
/** Every remote's fixed private pages. */
export const remotePrivatePages = (): string[] => ROSTER.flatMap((r) => [...((r as RosterEntry).privatePages ?? [])]);
