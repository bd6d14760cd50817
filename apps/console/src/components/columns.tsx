import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TableColumnType } from 'antd';
import { Money } from '@/components/money';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';

/**
 * The columns every back-office table repeats, so a list or detail page writes only what is its own:
 * an amount (¥, right-aligned), a status tag, a time, a link to the row's page, the actions on the right.
 */
type Column<Row> = TableColumnType<Row>;

/** A yuan amount from the wire, right-aligned. */
export const moneyColumn = <Row,>(title: ReactNode, dataIndex: string): Column<Row> => ({
  title,
  dataIndex,
  align: 'right',
  render: (v: string) => <Money yuan={v} />,
});

/** A fen amount (the bidding documents count in fen), right-aligned. */
export const fenColumn = <Row,>(title: ReactNode, dataIndex: string): Column<Row> => ({
  title,
  dataIndex,
  align: 'right',
  render: (v: number) => <Money fen={v} />,
});

/** A status label in its colour. */
export const statusColumn = <Row,>(title: ReactNode, dataIndex = 'statusLabel'): Column<Row> => ({
  title,
  dataIndex,
  render: (v: string) => <StatusTag label={v} />,
});

/** An ISO time as 2026-11-22 13:05. */
export const timeColumn = <Row,>(title: ReactNode, dataIndex: string): Column<Row> => ({
  title,
  dataIndex,
  render: formatTime,
});

/** A text that may be empty: an em dash then. */
export const textColumn = <Row,>(title: ReactNode, dataIndex: string): Column<Row> => ({
  title,
  dataIndex,
  render: (v: string) => v || '—',
});

/** The row's key as a link to its page. */
export const linkColumn = <Row,>(
  title: ReactNode,
  dataIndex: string,
  href: (value: string, row: Row) => string,
): Column<Row> => ({
  title,
  dataIndex,
  render: (v: string, row: Row) => <Link to={href(v, row)}>{v}</Link>,
});

/** The actions, fixed on the right. */
export const actionsColumn = <Row,>(render: (row: Row) => ReactNode): Column<Row> => ({
  title: t.common.actions,
  fixed: 'right' as const,
  render: (_: unknown, row: Row) => render(row),
});
