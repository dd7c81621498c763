/**
 * An article's Markdown as the plain text the assistant searches and quotes: links, images, code and emphasis
 * gone; each heading, list item and paragraph on its own line (so a heading never runs into the sentence after it);
 * each table row one sentence, its first cell leading and the other cells labelled by their column's heading
 * ("4 to 6 weeks before: Buy workers' compensation insurance; watch out for: compulsory in most states.").
 */
export function markdownToText(markdown: string): string {
  const lines = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .split('\n');
  const out: string[] = [];
  let paragraph: string[] = [];
  let header: string[] | undefined;
  const flush = () => {
    if (paragraph.length > 0) out.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line.startsWith('|')) {
      flush();
      const cells = tableCells(line);
      if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
      if (!header) header = cells;
      else out.push(tableRow(header, cells));
      continue;
    }
    header = undefined;
    if (line === '') flush();
    else if (/^#{1,6}\s+/.test(line) || /^([-*+]|\d+\.)\s+/.test(line) || /^>/.test(line)) {
      flush();
      out.push(line.replace(/^(#{1,6}|[-*+]|\d+\.|>)\s*/, ''));
    } else paragraph.push(line);
  }
  flush();
  return out
    .map((text) => clean(text))
    .filter(Boolean)
    .join('\n');
}

const clean = (text: string) =>
  text
    .replace(/[|*_`>#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const tableCells = (line: string) =>
  line
    .replace(/^\|/, '')
    .replace(/\|\s*$/, '')
    .split('|')
    .map((cell) => cell.trim());

function tableRow(header: string[], cells: string[]): string {
  const [first = '', second = '', ...rest] = cells.map(clean);
  const labelled = rest.map((cell, i) => (header[i + 2] ? `${clean(header[i + 2]!).toLowerCase()}: ${cell}` : cell)).filter((cell) => !/:\s*$/.test(cell));
  const text = [second ? `${first}: ${second}` : first, ...labelled].join('; ');
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
