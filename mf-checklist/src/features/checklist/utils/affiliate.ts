const MAX_TOOL_ID = 80;

/** A stable kebab-case id for a tool name: "Gusto Payroll+" -> "gusto-payroll". */
export function toolIdFromName(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_TOOL_ID)
    .replace(/-+$/, '');
  return id || 'tool';
}
