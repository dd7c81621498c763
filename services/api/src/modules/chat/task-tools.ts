import { type ContentProduct, type ContentRecommendedProduct, recommendedProductId } from '@launchops/contracts';

/**
 * The tools a guide recommends for a task (each task's recommendedProducts in services/content/tasks, the products in
 * products.yaml), for a question that asks which software to use. Pure functions.
 */
export interface TaskTool {
  name: string;
  /** The task's note on the product, else the product's own description. */
  note: string;
}

/** "what software should we use", "which payroll provider", "best tool for ...": the question asks for a tool. */
const ASKS_FOR_TOOL =
  /\b(software|tools?|apps?|platforms?|services?|providers?|vendors?|products?|saas)\b[^.?!]*\b(use|using|recommend\w*|best|good|pick|choose|try|switch)\b|\b(which|what|best|recommend\w*|good|any)\b[^.?!]*\b(software|tools?|apps?|platforms?|providers?|services?|vendors?)\b/i;

export const asksForTool = (question: string) => ASKS_FOR_TOOL.test(question);

/** The tools of one task, in the task's order. */
export function toolsOf(recommended: readonly ContentRecommendedProduct[], products: readonly ContentProduct[]): TaskTool[] {
  return recommended.flatMap((entry) => {
    const product = products.find((p) => p.id === recommendedProductId(entry));
    if (!product) return [];
    return [{ name: product.name, note: (typeof entry === 'string' ? product.description : entry.note).trim() }];
  });
}

/** "For the cap table and minute book, the guide recommends Carta, Pulley and Clerky. Carta: ..." (the first tool's note). */
export function toolsLine(taskTitle: string, tools: readonly TaskTool[]): string | undefined {
  if (tools.length === 0) return undefined;
  const names = tools.map((tool) => tool.name);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const first = tools[0]!;
  const note = /[.!?]$/.test(first.note) ? first.note : `${first.note}.`;
  return `For "${taskTitle}", the guide recommends ${list}. ${first.name}: ${note}`;
}
