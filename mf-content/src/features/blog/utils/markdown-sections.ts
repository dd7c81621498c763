/** A fence opening or closing a code block: three or more backticks or tildes. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** An ATX heading (# to ######). */
const HEADING = /^ {0,3}#{1,6}(\s|$)/;
/** A link reference definition or a footnote: text that other sections may point to. */
const DEFINITION = /^ {0,3}\[[^\]]+\]:/m;

/**
 * Splits Markdown before each heading outside code blocks, so each part can be parsed and rendered
 * on its own and still render exactly as the whole would. Text that uses reference-style links or
 * footnotes stays whole: their definitions may sit in another section.
 */
export function splitMarkdownSections(markdown: string): string[] {
  if (DEFINITION.test(markdown)) return [markdown];
  const sections: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (!fence) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (!fence && HEADING.test(line) && current.some((text) => text.trim() !== '')) {
      sections.push(current.join('\n'));
      current = [];
    }
    current.push(line);
  }
  sections.push(current.join('\n'));
  return sections;
}
