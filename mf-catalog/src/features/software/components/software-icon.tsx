import styled from '@emotion/styled';
import type { ProductIcon } from '@launchops/contracts';
import { Calculator, ChartColumn, FileText, type LucideIcon, Mail, Package, Presentation, Users } from 'lucide-react';
import { iconKind } from '../utils/software-display';

const ICONS: Record<ProductIcon, LucideIcon> = {
  document: FileText,
  chart: ChartColumn,
  users: Users,
  presentation: Presentation,
  calculator: Calculator,
  mail: Mail,
  box: Package,
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

/** The product's icon; decorative. */
export function SoftwareIcon({ icon, size = 22 }: { icon: string; size?: number }) {
  const kind = iconKind(icon);
  const Icon = ICONS[kind];
  return (
    <StyledIcon box={Math.round(size * 2)} aria-hidden="true" data-icon={kind}>
      <Icon size={size} />
    </StyledIcon>
  );
}
