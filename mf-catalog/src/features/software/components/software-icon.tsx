import styled from '@emotion/styled';
import { Calculator, ChartColumn, FileText, type LucideIcon, Package, Presentation, Users } from 'lucide-react';
import { iconKind, type SoftwareIconKind } from '../utils/software-display';

const ICONS: Record<SoftwareIconKind, LucideIcon> = {
  document: FileText,
  chart: ChartColumn,
  users: Users,
  presentation: Presentation,
  calculator: Calculator,
  default: Package,
};

const StyledIcon = styled.span<{ box: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${(p) => p.box}px;
  height: ${(p) => p.box}px;
  border-radius: 10px;
  background: var(--lo-primary-soft);
  color: var(--lo-primary);
`;

/** The product's icon from its imageUrl keyword; decorative. */
export function SoftwareIcon({ imageUrl, size = 22 }: { imageUrl: string; size?: number }) {
  const kind = iconKind(imageUrl);
  const Icon = ICONS[kind];
  return (
    <StyledIcon box={Math.round(size * 2)} aria-hidden="true" data-icon={kind}>
      <Icon size={size} />
    </StyledIcon>
  );
}
