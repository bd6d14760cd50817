import JSZip from 'jszip';
import {
  EINVOICE_FOLDER_EXPORT_MAX,
  EINVOICE_FOLDER_MSG,
  type EinvoiceFolderExportBody,
  type EinvoiceFolderPage,
  type EinvoiceFolderQuery,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import { folderPdf } from './folder.pdf';
import {
  blueOfApplication,
  folderPage,
  folderRows,
  folderScopeOf,
  folderXml,
  type FolderInvoice,
} from './folder.reads';
import { folderWorkbook } from './folder.sheet';

/** The buyer's 发票夹: the list, one invoice's XML or PDF, several as one .zip, and the 入账 export. */
export class EinvoiceFolder {
  constructor(private readonly db: Db) {}

  async list(userId: number, q: EinvoiceFolderQuery): Promise<EinvoiceFolderPage> {
    const scope = await folderScopeOf(this.db, userId);
    const { list, total } = await folderPage(this.db, scope, q);
    return {
      list: list.map(({ request: _request, issuedAt: _issuedAt, ...row }) => row),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** The rows `ids` name, every one the caller's, else 404 (before anything is built). */
  private async owned(userId: number, ids: string[]): Promise<FolderInvoice[]> {
    const unique = [...new Set(ids)];
    const scope = await folderScopeOf(this.db, userId);
    const rows = await folderRows(this.db, scope, {}, unique, unique.length);
    if (rows.length !== unique.length) throw notFound(EINVOICE_FOLDER_MSG.NOT_FOUND);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return unique.map((id) => byId.get(id)!);
  }

  /** The PDF of the 数电票 issued for an application (null when none is): the application's own 下载 PDF. */
  async applicationPdf(invoiceId: number): Promise<Buffer | null> {
    const row = await blueOfApplication(this.db, invoiceId);
    return row ? folderPdf(row) : null;
  }

  async file(userId: number, id: string, format: 'xml' | 'pdf'): Promise<{ data: Buffer; name: string }> {
    const [row] = await this.owned(userId, [id]);
    return { data: await this.layout(row!, format), name: `${row!.number}.${format}` };
  }

  /** One .zip of each invoice's `<number>.xml` and `<number>.pdf`. */
  async zip(userId: number, ids: string[]): Promise<Buffer> {
    const rows = await this.owned(userId, ids);
    const zip = new JSZip();
    for (const row of rows) {
      zip.file(`${row.number}.xml`, await this.layout(row, 'xml'));
      zip.file(`${row.number}.pdf`, await this.layout(row, 'pdf'));
    }
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  }

  async workbook(userId: number, body: EinvoiceFolderExportBody): Promise<Buffer> {
    const { ids, ...filters } = body;
    let rows: FolderInvoice[];
    if (ids?.length) rows = await this.owned(userId, ids);
    else {
      const scope = await folderScopeOf(this.db, userId);
      rows = await folderRows(this.db, scope, filters, undefined, EINVOICE_FOLDER_EXPORT_MAX);
      if (rows.length > EINVOICE_FOLDER_EXPORT_MAX) throw badRequest(EINVOICE_FOLDER_MSG.EXPORT_TOO_MANY);
    }
    return folderWorkbook(rows);
  }

  private async layout(row: FolderInvoice, format: 'xml' | 'pdf'): Promise<Buffer> {
    if (format === 'pdf') return folderPdf(row);
    return Buffer.from(await folderXml(this.db, row), 'utf8');
  }
}
