// Alphabetical order for the site's labels (categories, tags) without String#localeCompare: its first
// call builds an ICU collator, 20-50 ms of main thread in Chromium (about four times that on a
// mid-range phone), during the first render of every page that sorted a list of categories.

/**
 * Sorts labels as a reader expects: letters before case (so "Hiring" comes before "HR & Payroll"),
 * spaces and punctuation before letters and digits, as the default collator does for these labels
 * (text-order.test.ts checks the site's labels against it). For English labels, not for names in
 * other scripts.
 */
export function compareLabels(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  // Same letters: lower case first, as the collator does ("tax" before "Tax").
  return a === b ? 0 : a > b ? -1 : 1;
}
