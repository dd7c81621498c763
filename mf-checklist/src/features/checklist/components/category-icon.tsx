import {
  Banknote,
  BriefcaseBusiness,
  BuildingComplex,
  ChartPie,
  CreditCard,
  FileClock,
  FileStack,
  Globe,
  HardDrive,
  ListChecks,
  type LucideIcon,
  type LucideProps,
  Mail,
  Presentation,
  Rocket,
  ScrollText,
  Search,
  ShieldCheck,
  SquareChartGantt,
  Users,
} from 'lucide-react';

/**
 * The API's icon names (contracts CATEGORY_ICONS) to lucide icons. lucide renamed three of them:
 * Building2 -> BuildingComplex, PieChart -> ChartPie, GanttChartSquare -> SquareChartGantt.
 */
export const CATEGORY_ICON_COMPONENTS: Readonly<Record<string, LucideIcon>> = {
  Building2: BuildingComplex,
  Search,
  Rocket,
  Users,
  PieChart: ChartPie,
  Banknote,
  ShieldCheck,
  BriefcaseBusiness,
  CreditCard,
  FileClock,
  FileStack,
  GanttChartSquare: SquareChartGantt,
  Globe,
  Mail,
  Presentation,
  ScrollText,
  HardDrive,
};

export const DEFAULT_CATEGORY_ICON: LucideIcon = ListChecks;

export function categoryIconFor(name: string): LucideIcon {
  return Object.hasOwn(CATEGORY_ICON_COMPONENTS, name) ? CATEGORY_ICON_COMPONENTS[name]! : DEFAULT_CATEGORY_ICON;
}

/** A category's icon (decorative: the category's name is always next to it). */
export function CategoryIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = categoryIconFor(name);
  return <Icon aria-hidden="true" focusable="false" data-icon={Object.hasOwn(CATEGORY_ICON_COMPONENTS, name) ? name : 'default'} {...props} />;
}
