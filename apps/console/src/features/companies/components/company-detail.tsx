import { useState } from 'react';
import { Link } from 'react-router';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Progress,
  Result,
  Row,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
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

/**
 * One company as operators see it: its facts and licence, members with their roles, departments, approval
 * rules, budgets and latest orders; 审核 while it waits, 停用 / 启用 after.
 */
export function CompanyDetail({ id, orderHref }: { id: number; orderHref: (orderNo: string) => string }) {
  const detail = useCompany(id);
  const [reviewing, setReviewing] = useState(false);
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Result status="warning" title={detail.error.message} />;
  const company = detail.data;
  const departmentName = new Map(company.departments.map((d) => [d.id, d.name]));
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {company.name}
            <StatusTag label={company.statusLabel} />
          </Space>
        }
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
            <Descriptions column={2} size="small">
              <Descriptions.Item label={t.companies.creditCode}>{company.creditCode}</Descriptions.Item>
              <Descriptions.Item label={t.companies.admin}>
                {company.adminName ? `${company.adminName} ${company.adminMobile}` : t.common.none}
              </Descriptions.Item>
              <Descriptions.Item label={t.companies.contact}>
                {company.contactName} {company.contactMobile}
              </Descriptions.Item>
              <Descriptions.Item label={t.companies.memberCount}>{company.memberCount}</Descriptions.Item>
              <Descriptions.Item label={t.companies.poRequired}>
                {company.poRequired ? t.companies.poRequiredYes : t.companies.poRequiredNo}
              </Descriptions.Item>
              <Descriptions.Item label={t.companies.createdAt}>
                {formatTime(company.createdAt)}
              </Descriptions.Item>
              <Descriptions.Item label={t.companies.verifiedAt}>
                {formatTime(company.verifiedAt)}
              </Descriptions.Item>
              {company.rejectReason && (
                <Descriptions.Item label={t.companies.rejectReason}>
                  <Typography.Text type="danger">{company.rejectReason}</Typography.Text>
                </Descriptions.Item>
              )}
            </Descriptions>
          </Col>
          <Col flex="none">
            <Space orientation="vertical" size={4} align="center">
              <LicenseImage src={company.licenseImage} width={160} height={110} />
              <Typography.Text type="secondary">{t.companies.license}</Typography.Text>
            </Space>
          </Col>
        </Row>
      </Card>
      <Card title={`${t.companies.members}（${company.members.length}）`} size="small">
        <Table<CompanyMember>
          size="small"
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
            { title: t.companies.joinedAt, dataIndex: 'joinedAt', render: formatTime },
          ]}
        />
      </Card>
      <Row gutter={16}>
        <Col span={10}>
          <Card title={t.companies.departments} size="small" style={{ height: '100%' }}>
            <Table<Department>
              size="small"
              rowKey="id"
              pagination={false}
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
          </Card>
        </Col>
        <Col span={14}>
          <Card title={t.companies.rules} size="small" style={{ height: '100%' }}>
            <Table<ApprovalRule>
              size="small"
              rowKey="id"
              pagination={false}
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
          </Card>
        </Col>
      </Row>
      <Card title={t.companies.budgets} size="small">
        <Table<Budget>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={company.budgets}
          columns={[
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
            {
              title: t.companies.budgetAmount,
              dataIndex: 'amount',
              align: 'right',
              render: (v: string) => <Money yuan={v} />,
            },
            {
              title: t.companies.budgetSpent,
              dataIndex: 'spent',
              align: 'right',
              render: (v: string) => <Money yuan={v} />,
            },
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
                return (
                  <Progress size="small" percent={percent} status={percent >= 100 ? 'exception' : 'normal'} />
                );
              },
            },
          ]}
        />
      </Card>
      <Card title={t.companies.recentOrders} size="small">
        <Table<RecentOrder>
          size="small"
          rowKey="orderNo"
          pagination={false}
          dataSource={company.recentOrders}
          columns={[
            {
              title: t.companies.orderNo,
              dataIndex: 'orderNo',
              render: (v: string) => <Link to={orderHref(v)}>{v}</Link>,
            },
            { title: t.companies.buyer, dataIndex: 'buyerName' },
            {
              title: t.companies.poNumber,
              dataIndex: 'poNumber',
              render: (v: string) => v || t.common.none,
            },
            {
              title: t.companies.amount,
              dataIndex: 'amount',
              align: 'right',
              render: (v: string) => <Money yuan={v} />,
            },
            {
              title: t.companies.orderStatus,
              dataIndex: 'status',
              render: (v: number) => <StatusTag label={ORDER_STATUS_LABEL[v as OrderStatus] ?? String(v)} />,
            },
            { title: t.companies.orderedAt, dataIndex: 'createdAt', render: formatTime },
          ]}
        />
      </Card>
      <CompanyReviewModal company={reviewing ? company : null} onClose={() => setReviewing(false)} />
    </Space>
  );
}
