import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';

/** The kinds of download the app sends, by content type. */
const FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

export type FileKind = keyof typeof FILE_TYPES;

/** The download kind of an answer, or null when it is not a file (JSON, HTML, plain text). */
function fileKind(contentType: string | undefined): FileKind | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  for (const [kind, t] of Object.entries(FILE_TYPES)) if (type === t) return kind as FileKind;
  return null;
}

/**
 * The text a person reads in a downloaded file: a PDF's text through unpdf (no poppler), every cell of every
 * sheet of an .xlsx through exceljs, a CSV as it is. Whitespace is removed, since PDF text comes in runs.
 */
async function fileText(kind: FileKind, data: Buffer): Promise<string> {
  if (kind === 'pdf') {
    const doc = await getDocumentProxy(new Uint8Array(data));
    const { text } = await extractText(doc, { mergePages: true });
    return text.replace(/\s+/g, '');
  }
  if (kind === 'xlsx') {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) => {
      cells.push(sheet.name);
      sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
    });
    return cells.join('').replace(/\s+/g, '');
  }
  return data.toString('utf8').replace(/\s+/g, '');
}

/** What an answer shows a reader: a download's text, or the body as sent (JSON). */
export async function readableBody(res: {
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  body: string;
}): Promise<{ kind: FileKind | null; text: string }> {
  const kind = fileKind(res.headers['content-type'] as string | undefined);
  if (!kind) return { kind, text: res.body };
  // A header such as x-quotation-no names the document too.
  const headers = Object.values(res.headers).join(' ');
  return { kind, text: `${await fileText(kind, res.rawPayload)} ${headers}` };
}
