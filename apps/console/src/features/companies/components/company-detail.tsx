import { useState } from 'react';
import { Button, Card, Col, Progress, Row, Space, Tag, Typography, type TableColumnsType } from 'antd';
import {
  COMPANY_STATUS,
  ORDER_STATUS_LABEL,
  type AdminCompanyDetail,
  type ApprovalRule,
  type Budget,
  type CompanyMember,
  type Department,
  type OrderStatus,
} from '@mall/shared';
import { linkColumn, moneyColumn, timeColumn } from '@/components/columns';
import { CardTable, DetailStack, NameTitle, QueryFallback } from '@/components/detail-parts';
import { Facts } from '@/components/facts';
import { Money } from '@/components/money';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';
import { useCompany } from '../api/companies';
import { CompanyReviewModal } from './company-review-modal';
import { LicenseImage } from './license-image';
import { CompanyStatusButton } from './company-status-button';

type RecentOrder = AdminCompanyDetail['recentOrders'][number];

const ROLE_COLORS: Record<string, string> = {
  管理员: 'gold',
  采购员: 'blue',
  审批人: 'purple',
  财务: 'cyan',
};

function percentOf(spent: string, amount: string): number {
  const total = Number(amount);
  if (!(total > 0)) return 0;
  return Math.min(100, Math.round((Number(spent) / total) * 100));
}

/** A company's budgets: scope, period, amount, spent and what is left (red when overspent), with a bar. */
const BUDGET_COLUMNS: TableColumnsType<Budget> = [
  {
    title: t.companies.budgetScope,
    render: (_, b) => (
      <Space size={4}>
        <Tag>{t.companies.budgetScopeLabel[b.scope] ?? b.scope}</Tag>
        {b.scopeName}
      </Space>
    ),
  },
  { title: t.companies.budgetPeriod, dataIndex: 'periodLabel' },
  { title: t.companies.budgetCurrentPeriod, dataIndex: 'currentPeriod' },
  moneyColumn(t.companies.budgetAmount, 'amount'),
  moneyColumn(t.companies.budgetSpent, 'spent'),
  {
    title: t.companies.budgetRemaining,
    dataIndex: 'remaining',
    align: 'right',
    render: (v: string) =>
      Number(v) < 0 ? (
        <Typography.Text type="danger">
          <Money yuan={v} />
        </Typography.Text>
      ) : (
        <Money yuan={v} />
      ),
  },
  {
    title: '',
    key: 'used',
    width: 160,
    render: (_, b) => {
      const percent = percentOf(b.spent, b.amount);
      return <Progress size="small" percent={percent} status={percent >= 100 ? 'exception' : 'normal'} />;
    },
  },
];

/**
 * One company as operators see it: its facts and licence, members with their roles, departments, approval
 * rules, budgets and latest orders; 审核 while it waits, 停用 / 启用 after.
 */
export function CompanyDetail({ id, orderHref }: { id: number; orderHref: (orderNo: string) => string }) {
  const detail = useCompany(id);
  const [reviewing, setReviewing] = useState(false);
  if (detail.isPending || detail.isError) return <QueryFallback query={detail} />;
  const company = detail.data;
  const departmentName = new Map(company.departments.map((d) => [d.id, d.name]));
  return (
    <DetailStack>
      <Card
        title={<NameTitle name={company.name} statusLabel={company.statusLabel} />}
        extra={
          <Space>
            {company.status === COMPANY_STATUS.PENDING && (
              <Button type="primary" onClick={() => setReviewing(true)}>
                {t.companies.review}
              </Button>
            )}
            <CompanyStatusButton id={company.id} status={company.status} />
          </Space>
        }
      >
        <Row gutter={24} wrap={false}>
          <Col flex="auto">
            <Facts
              column={2}
              items={[
                [t.companies.creditCode, company.creditCode],
                [
                  t.companies.admin,
                  company.adminName ? `${company.adminName} ${company.adminMobile}` : t.common.none,
                ],
                [
                  t.companies.contact,
                  <>
                    {company.contactName} {company.contactMobile}
                  </>,
                ],
                [t.companies.memberCount, company.memberCount],
                [
                  t.companies.poRequired,
                  company.poRequired ? t.companies.poRequiredYes : t.companies.poRequiredNo,
                ],
                [t.companies.createdAt, formatTime(company.createdAt)],
                [t.companies.verifiedAt, formatTime(company.verifiedAt)],
                company.rejectReason && [
                  t.companies.rejectReason,
                  <Typography.Text type="danger">{company.rejectReason}</Typography.Text>,
                ],
              ]}
            />
          </Col>
          <Col flex="none">
            <Space orientation="vertical" size={4} align="center">
              <LicenseImage src={company.licenseImage} width={160} height={110} />
              <Typography.Text type="secondary">{t.companies.license}</Typography.Text>
            </Space>
          </Col>
        </Row>
      </Card>
      <CardTable<CompanyMember>
        title={`${t.companies.members}（${company.members.length}）`}
        rowKey="userId"
        pagination={company.members.length > 10 ? { pageSize: 10, size: 'small' } : false}
        dataSource={company.members}
        columns={[
          {
            title: t.companies.member,
            render: (_, m) => (
              <Space size={4}>
                {m.name || m.username}
                {m.name && <Typography.Text type="secondary">{m.username}</Typography.Text>}
                {m.subAccount && <Tag>{t.companies.subAccount}</Tag>}
              </Space>
            ),
          },
          { title: t.companies.mobile, dataIndex: 'mobile' },
          {
            title: t.companies.roles,
            dataIndex: 'roles',
            render: (roles: string[]) =>
              roles.map((r) => (
                <Tag key={r} color={ROLE_COLORS[r] ?? 'default'}>
                  {r}
                </Tag>
              )),
          },
          {
            title: t.companies.department,
            dataIndex: 'departmentName',
            render: (v: string) => v || t.common.none,
          },
          {
            title: t.companies.memberStatus,
            dataIndex: 'status',
            render: (v: number) => (
              <StatusTag label={v === 1 ? t.companies.memberActive : t.companies.memberDisabled} />
            ),
          },
          timeColumn(t.companies.joinedAt, 'joinedAt'),
        ]}
      />
      <Row gutter={16}>
        <Col span={10}>
          <CardTable<Department>
            title={t.companies.departments}
            cardStyle={{ height: '100%' }}
            rowKey="id"
            dataSource={company.departments}
            columns={[
              { title: t.companies.departmentName, dataIndex: 'name' },
              {
                title: t.companies.parentDepartment,
                dataIndex: 'parentId',
                render: (v: number | null) => (v === null ? t.common.none : (departmentName.get(v) ?? v)),
              },
              {
                title: t.companies.departmentHead,
                dataIndex: 'headName',
                render: (v: string) => v || t.common.none,
              },
              { title: t.companies.memberCount, dataIndex: 'memberCount', align: 'right' },
            ]}
          />
        </Col>
        <Col span={14}>
          <CardTable<ApprovalRule>
            title={t.companies.rules}
            cardStyle={{ height: '100%' }}
            rowKey="id"
            dataSource={company.rules}
            columns={[
              {
                title: t.companies.ruleName,
                dataIndex: 'name',
                render: (v: string, r) => (
                  <Space size={4}>
                    {v}
                    {!r.enabled && <Tag>{t.companies.ruleDisabled}</Tag>}
                  </Space>
                ),
              },
              { title: t.companies.ruleSummary, dataIndex: 'summary' },
            ]}
          />
        </Col>
      </Row>
      <CardTable<Budget>
        title={t.companies.budgets}
        rowKey="id"
        dataSource={company.budgets}
        columns={BUDGET_COLUMNS}
      />
      <CardTable<RecentOrder>
        title={t.companies.recentOrders}
        rowKey="orderNo"
        dataSource={company.recentOrders}
        columns={[
          linkColumn(t.companies.orderNo, 'orderNo', orderHref),
          { title: t.companies.buyer, dataIndex: 'buyerName' },
          {
            title: t.companies.poNumber,
            dataIndex: 'poNumber',
            render: (v: string) => v || t.common.none,
          },
          moneyColumn(t.companies.amount, 'amount'),
          {
            title: t.companies.orderStatus,
            dataIndex: 'status',
            render: (v: number) => <StatusTag label={ORDER_STATUS_LABEL[v as OrderStatus] ?? String(v)} />,
          },
          timeColumn(t.companies.orderedAt, 'createdAt'),
        ]}
      />
      <CompanyReviewModal company={reviewing ? company : null} onClose={() => setReviewing(false)} />
    </DetailStack>
  );
}
