/** An ILIKE pattern matching text that contains `text`; `%`, `_` and `\` in it are taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
