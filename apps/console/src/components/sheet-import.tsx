import { useState } from 'react';
import { Alert, Card, Collapse, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { productImportReport, type ProductImportError, type ProductImportReport } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { SheetButtons } from './sheet-buttons';
import { SmallTable } from './unpaged-tables';

export type SheetImportProps<R> = {
  /** What the sheet is and its limits, shown above the buttons. */
  help: string;
  /** Column → how to fill it (the collapsible 表格列说明). */
  columns: Record<string, string>;
  upload: (file: File) => Promise<R>;
  downloadTemplate: () => Promise<unknown>;
  doneText: (result: R) => string;
  /** Query keys to refresh after a successful import. */
  invalidate?: readonly unknown[];
};

/**
 * The console's all-or-nothing .xlsx import screen (products, agreement prices): upload, then either the
 * result or every refused row and column.
 */
export function SheetImport<R>({
  help,
  columns,
  upload,
  downloadTemplate,
  doneText,
  invalidate,
}: SheetImportProps<R>) {
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState('');
  const [result, setResult] = useState<R | null>(null);
  const [report, setReport] = useState<{ message: string; data: ProductImportReport | null } | null>(null);

  const importing = useAction(
    async (file: File) => {
      try {
        return await upload(file);
      } catch (error) {
        // A refused sheet: its message and, when the server gave one, every refused row and column.
        if (error instanceof RequestError && error.kind !== 'unauthorized') {
          const parsed = productImportReport.safeParse(error.data);
          setReport({ message: error.message, data: parsed.success ? parsed.data : null });
        }
        throw error;
      }
    },
    {
      onSuccess: (done) => {
        setResult(done);
        toast.success(doneText(done));
        if (invalidate) void queryClient.invalidateQueries({ queryKey: invalidate });
      },
    },
  );
  const busy = importing.isPending;
  const run = (file: File) => {
    setResult(null);
    setReport(null);
    setFileName(file.name);
    void importing.run(file);
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon title={help} />
      <SheetButtons
        downloadTemplate={downloadTemplate}
        onFile={run}
        busy={busy}
        chooseLabel={busy ? t.catalogue.importing : t.catalogue.chooseFile}
      >
        {fileName && <Typography.Text type="secondary">{fileName}</Typography.Text>}
      </SheetButtons>
      {result && <Alert type="success" showIcon data-testid="import-result" title={doneText(result)} />}
      {report && (
        <Card title={t.catalogue.reportTitle} size="small" data-testid="import-report">
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={report.message}
            description={
              report.data ? t.catalogue.reportTotal(report.data.total, report.data.errors.length) : undefined
            }
          />
          {report.data && (
            <Table<ProductImportError>
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.msg}`}
              dataSource={report.data.errors}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              columns={[
                {
                  title: t.catalogue.reportRow,
                  dataIndex: 'row',
                  width: 90,
                  render: (row: number) => (row === 0 ? t.catalogue.wholeFile : `第 ${row} 行`),
                },
                {
                  title: t.catalogue.reportColumn,
                  dataIndex: 'column',
                  width: 140,
                  render: (v: string) => v || '—',
                },
                { title: t.catalogue.reportMsg, dataIndex: 'msg' },
              ]}
            />
          )}
        </Card>
      )}
      <Collapse
        items={[
          {
            key: 'columns',
            label: t.catalogue.columnsTitle,
            children: (
              <SmallTable
                rowKey="column"
                dataSource={Object.entries(columns).map(([column, text]) => ({ column, help: text }))}
                columns={[
                  { title: t.catalogue.reportColumn, dataIndex: 'column', width: 120 },
                  { title: '填写说明', dataIndex: 'help' },
                ]}
              />
            ),
          },
        ]}
      />
    </Space>
  );
}
