/** The item's `resources` text as a list of tips: one per line, list markers removed. */
export function expertTips(resources: string | null | undefined): string[] {
  return (resources ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter((line) => line.length > 0);
}

/** Description text as paragraphs (blank lines separate them). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((block) => block.length > 0);
}
