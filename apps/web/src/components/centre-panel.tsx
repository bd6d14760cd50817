import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { CentreTable } from './centre-table';

type PanelProps = {
  /** The heading's id, which names the section for assistive technology (and for the tests). */
  headingId: string;
  title: ReactNode;
  /** Muted beside the title: a count, the company's name. */
  extra?: ReactNode;
  /** Added to mall-centre-panel. */
  className?: string;
  children: ReactNode;
};

/** A panel of the buyer's centre: a section named by its heading. */
export function CentrePanel({ headingId, title, extra, className, children }: PanelProps) {
  return (
    <section
      className={className ? `mall-centre-panel ${className}` : 'mall-centre-panel'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        {title}
        {extra !== undefined && <span className="extra">{extra}</span>}
      </h2>
      {children}
    </section>
  );
}

type ListPanelProps<T> = Omit<PanelProps, 'children'> & {
  /** Between the heading and the toolbar (an Alert saying what the list is for). */
  intro?: ReactNode;
  /** 新增: its word and what it opens; left out where this reader may not add. */
  add?: { label: string; onClick: () => void; disabled?: boolean };
  /** The rows (undefined while they load) and whether they are loading: a query's result fits. */
  list: { data?: readonly T[]; isPending: boolean };
  /** What the table says when there are none. */
  none: string;
  columns: ColumnsType<T>;
  rowKey?: TableProps<T>['rowKey'];
  /** The table's other settings (size, scroll). */
  table?: Omit<TableProps<T>, 'dataSource' | 'columns' | 'loading' | 'rowKey' | 'locale'>;
  /** The dialogs the list opens. */
  children?: ReactNode;
};

/**
 * A list the buyer keeps in the centre (approval rules, budgets, open apps, addresses …): the panel's heading, an
 * intro, 新增 in the toolbar and the rows in a centre table; `children` are the list's dialogs.
 */
export function CentreListPanel<T extends object>({
  intro,
  add,
  list,
  none,
  columns,
  rowKey = 'id',
  table,
  children,
  ...panel
}: ListPanelProps<T>) {
  return (
    <CentrePanel {...panel}>
      {intro}
      {add && (
        <div className="mall-centre-toolbar">
          <Button type="primary" icon={<PlusOutlined />} disabled={add.disabled} onClick={add.onClick}>
            {add.label}
          </Button>
        </div>
      )}
      <CentreTable<T>
        {...table}
        rowKey={rowKey}
        loading={list.isPending}
        rows={list.data}
        none={none}
        columns={columns}
      />
      {children}
    </CentrePanel>
  );
}
