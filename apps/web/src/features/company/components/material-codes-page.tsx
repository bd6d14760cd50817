import { useState } from 'react';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAction } from '@mall/client-kit';
import {
  MATERIAL_CODE_IMPORT_LIMITS,
  type MaterialCode,
  type MyCompany,
  type ProductImportReport,
} from '@mall/shared';
import { CentreListPanel } from '@/components/centre-panel';
import { paths } from '@/config/paths';
import { XlsxPicker } from '@/components/xlsx-picker';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import { materialCodesCopy as c } from '@/locales/zh-CN-material-codes';
import { companyCopy } from '@/locales/zh-CN-company';
import {
  deleteMaterialCode,
  exportMaterialCodes,
  importMaterialCodes,
  materialCodeKeys,
  updateMaterialCode,
  useMaterialCodes,
} from '../api/material-codes';
import { hasRole } from '../lib/roles';
import { MaterialCodeFormModal, type MaterialCodeValues } from './material-code-form';
import '../material-code.css';
import { EditDeleteLinks, useDeleteRow } from './row-actions';
import '../company.css';

const common = companyCopy.company.common;
const PAGE_SIZE = 20;

/**
 * /company?view=material-codes: the company's 物料编码 for our SKUs. Every member reads and exports them;
 * 管理员 and 采购员 change, delete and import them (new codes come by the sheet, with our 商品编码).
 */
export function MaterialCodesPage({ company }: { company: MyCompany }) {
  const queryClient = useQueryClient();
  const editor = hasRole(company, '管理员', '采购员');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const list = useMaterialCodes({ keyword: keyword || undefined, pageNum, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<MaterialCode | null>(null);
  const [importing, setImporting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: materialCodeKeys.all });
  const remove = useDeleteRow(deleteMaterialCode, refresh);
  const exporting = useAction(() => exportMaterialCodes('物料编码.xlsx'), {
    onSuccess: (name) => name && toast.success(c.exported(name)),
  });

  const save = async (values: MaterialCodeValues) => {
    await updateMaterialCode({ id: editing!.id, skuId: editing!.skuId, ...values });
    toast.success(c.saved);
    await refresh();
  };

  return (
    <CentreListPanel<MaterialCode>
      headingId="company-material-codes-title"
      title={c.title}
      extra={list.data ? c.total(list.data.total) : undefined}
      intro={
        <>
          <Alert type="info" showIcon className="mall-company-alert" title={c.intro} />
          <div className="mall-centre-toolbar">
            <Space wrap>
              <Input.Search
                allowClear
                aria-label={c.keyword}
                placeholder={c.keyword}
                enterButton={c.search}
                style={{ width: 360 }}
                onSearch={(value) => {
                  setKeyword(value.trim());
                  setPageNum(1);
                }}
              />
              <Button
                icon={<DownloadOutlined />}
                loading={exporting.isPending}
                onClick={() => exporting.run()}
              >
                {c.export}
              </Button>
              {editor && (
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                  {c.import}
                </Button>
              )}
            </Space>
          </div>
        </>
      }
      list={{ data: list.data?.list, isPending: list.isPending }}
      none={c.none}
      table={{
        pagination: {
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNum,
        },
      }}
      columns={[
        { title: c.colCode, dataIndex: 'code', width: 140 },
        { title: c.colDescription, dataIndex: 'description', render: (v: string) => v || common.none },
        {
          title: c.colProduct,
          render: (_, r) => (
            <div>
              <Link to={paths.goods.getHref(r.skuId)}>{r.title}</Link>
              <div className="mall-muted">{[r.modelNo, r.spec].filter(Boolean).join(' · ')}</div>
            </div>
          ),
        },
        { title: c.colSku, dataIndex: 'skuCode', width: 130 },
        { title: c.colRatio, width: 110, render: (_, r) => c.ratio(r.ratioText, r.unit) },
        ...(editor
          ? [
              {
                title: common.actions,
                width: 110,
                render: (_: unknown, r: MaterialCode) => (
                  <EditDeleteLinks
                    onEdit={() => setEditing(r)}
                    confirm={c.deleteConfirm(r.code)}
                    onDelete={() => remove(r)}
                  />
                ),
              },
            ]
          : []),
      ]}
    >
      <MaterialCodeFormModal
        open={editing !== null}
        code={editing}
        title={c.editTitle}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
      {importing && (
        <ImportModal
          onClose={() => setImporting(false)}
          onDone={() => {
            setImporting(false);
            void refresh();
          }}
        />
      )}
    </CentreListPanel>
  );
}

/** 导入 Excel: the whole file or nothing; a refused file lists its wrong rows. */
function ImportModal({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const run = useAction(
    async (chosen: File) => {
      setReport(null);
      try {
        return await importMaterialCodes(chosen);
      } catch (error) {
        const data = error instanceof RequestError ? (error.data as ProductImportReport | null) : null;
        if (data?.errors) setReport(data);
        throw error;
      }
    },
    {
      onSuccess: (result) => {
        toast.success(c.importDone(result.created, result.updated));
        onDone();
      },
    },
  );
  return (
    <Modal
      open
      title={c.importTitle}
      okText={c.importOk}
      cancelText={common.cancel}
      confirmLoading={run.isPending}
      onOk={() => (file ? void run.run(file) : toast.error(c.importNoFile))}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <p>{c.importHint}</p>
      <XlsxPicker
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setReport(null);
        }}
        maxBytes={MATERIAL_CODE_IMPORT_LIMITS.MAX_BYTES}
        label={c.importFile}
        wrongType={c.importFileType}
        tooLarge={c.importFileTooLarge}
      />
      {report && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={c.importErrors}
          description={
            <ul className="mall-import-errors">
              {report.errors.slice(0, 20).map((e) => (
                <li key={`${e.row}-${e.column}-${e.msg}`}>
                  {c.importRow(e.row)}
                  {e.column ? ` ${e.column}` : ''}：{e.msg}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}
