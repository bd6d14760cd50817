import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A PDF's text per page, read in JavaScript (pdf.js through unpdf): tests need no poppler-utils. Text items
 * of a line are joined as pdf.js orders them; compare with `toContain` on phrases the renderer writes in one
 * run (a label and its value), not on page layout.
 */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(doc, { mergePages: false });
    return text;
  } finally {
    await doc.destroy();
  }
}

/** The whole PDF's text, or pages `from`–`to` (1-based, inclusive) of it. */
export async function pdfText(pdf: Uint8Array, pages?: [number, number]): Promise<string> {
  const all = await pdfPages(pdf);
  const chosen = pages ? all.slice(pages[0] - 1, pages[1]) : all;
  return chosen.join('\n');
}
