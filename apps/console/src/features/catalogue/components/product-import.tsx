import { useState } from 'react';
import { Alert, Button, Card, Collapse, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  PRODUCT_SHEET_COLUMNS,
  PRODUCT_SHEET_HELP,
  productImportReport,
  type ProductImportError,
  type ProductImportReport,
  type ProductImportResult,
} from '@mall/shared';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { catalogueKeys, downloadImportTemplate, importProducts } from '../api/catalogue';

/** Upload a product sheet; an all-or-nothing import shows either the result or every refused row and column. */
export function ProductImport() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState('');
  const [result, setResult] = useState<ProductImportResult | null>(null);
  const [report, setReport] = useState<{ message: string; data: ProductImportReport | null } | null>(null);

  const run = async (file: File) => {
    setBusy(true);
    setResult(null);
    setReport(null);
    setFileName(file.name);
    try {
      const done = await importProducts(file);
      setResult(done);
      toast.success(t.catalogue.importDone(done.created, done.updated, done.rows));
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    } catch (error) {
      if (error instanceof RequestError && error.kind !== 'unauthorized') {
        const parsed = productImportReport.safeParse(error.data);
        setReport({ message: error.message, data: parsed.success ? parsed.data : null });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t.catalogue.importHelp} />
      <Space>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadImportTemplate().catch(() => undefined)}
        >
          {t.catalogue.downloadTemplate}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void run(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={busy}>
            {busy ? t.catalogue.importing : t.catalogue.chooseFile}
          </Button>
        </Upload>
        {fileName && <Typography.Text type="secondary">{fileName}</Typography.Text>}
      </Space>
      {result && (
        <Alert
          type="success"
          showIcon
          data-testid="import-result"
          title={t.catalogue.importDone(result.created, result.updated, result.rows)}
        />
      )}
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
              <Table
                size="small"
                pagination={false}
                rowKey="column"
                dataSource={PRODUCT_SHEET_COLUMNS.map((column) => ({
                  column,
                  help: PRODUCT_SHEET_HELP[column],
                }))}
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
