/** Numbered strings of a page section: `<prefix>.1` … `<prefix>.<count>` (a list's items, a section's paragraphs). */
export const numbered = (t: (key: string) => string, prefix: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => t(`${prefix}.${i + 1}`));
