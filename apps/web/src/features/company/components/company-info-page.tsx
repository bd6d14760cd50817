import { useAction } from '@mall/client-kit';
import { Alert, Descriptions, Image, Switch, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_STATUS, type CompanyCreateBody, type MyCompany } from '@mall/shared';
import { toast } from '@/lib/toast';
import { companyCopy } from '@/locales/zh-CN-company';
import { companyKeys } from '../api/company-keys';
import { createCompany } from '../api/create-company';
import { useDepartments } from '../api/get-departments';
import { saveCompanySettings } from '../api/save-company-settings';
import { updateCompany } from '../api/update-company';
import { dateTime } from '../lib/format';
import { IMAGE_FALLBACK } from '../lib/image-fallback';
import { isAdmin } from '../lib/roles';
import { CompanyForm } from './company-form';
import { useMyCompanyState } from './company-query-state';
import { JoinCompanyBox } from './join-company-box';
import { RoleTags } from './role-tags';
import '../company.css';

const c = companyCopy.company.info;
const STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red', 4: 'default' };

/** After a change of membership every company answer may differ (menu, roles, lists). */
function useCompanySaved() {
  const queryClient = useQueryClient();
  return (company: MyCompany) => {
    queryClient.setQueryData(companyKeys.current, company);
    void queryClient.invalidateQueries({ queryKey: companyKeys.all });
  };
}

/** /company: 创建企业 and 加入企业 for a buyer without one; otherwise its status, my roles and settings. */
export function CompanyInfoPage() {
  const { company, fallback } = useMyCompanyState();
  const saved = useCompanySaved();
  if (fallback) return fallback;
  if (!company) {
    return (
      <>
        <section className="mall-centre-panel" aria-labelledby="company-create-title">
          <h2 id="company-create-title">{c.createTitle}</h2>
          <p className="mall-company-intro">{c.createIntro}</p>
          <CompanyForm
            submitText={c.submit}
            onSubmit={async (body: CompanyCreateBody) => {
              const created = await createCompany(body);
              toast.success(c.created);
              saved(created);
            }}
          />
        </section>
        <JoinCompanyBox
          onJoined={(joined) => {
            toast.success(c.joined(joined.name));
            saved(joined);
          }}
        />
      </>
    );
  }
  return <CompanyDetails company={company} onSaved={saved} />;
}

function CompanyDetails({ company, onSaved }: { company: MyCompany; onSaved: (c: MyCompany) => void }) {
  const admin = isAdmin(company);
  const departments = useDepartments(company.active);
  const headOf = (departments.data ?? [])
    .filter((d) => company.headOf.includes(d.id))
    .map((d) => d.name)
    .join('、');
  const settings = useAction((poRequired: boolean) => saveCompanySettings({ poRequired }), {
    onSuccess: (next) => {
      toast.success(next.poRequired ? c.poRequiredOn : c.poRequiredOff);
      onSaved(next);
    },
  });
  const rejected = company.status === COMPANY_STATUS.REJECTED;

  return (
    <>
      <section className="mall-centre-panel" aria-labelledby="company-info-title">
        <h2 id="company-info-title">
          {c.title}
          <Tag color={STATUS_COLOR[company.status] ?? 'default'} className="mall-company-status">
            {company.statusLabel}
          </Tag>
        </h2>
        {company.status === COMPANY_STATUS.PENDING && (
          <Alert type="info" showIcon className="mall-company-alert" title={c.pending} />
        )}
        {rejected && (
          <Alert
            type="error"
            showIcon
            className="mall-company-alert"
            title={c.rejected}
            description={
              <>
                <div>{c.rejectReason(company.rejectReason)}</div>
                <div>{admin ? c.rejectedHint : c.rejectedAskAdmin}</div>
              </>
            }
          />
        )}
        {company.status === COMPANY_STATUS.DISABLED && (
          <Alert type="warning" showIcon className="mall-company-alert" title={c.disabled} />
        )}
        <Descriptions
          column={2}
          size="small"
          bordered
          items={[
            { key: 'name', label: c.name, children: company.name, span: 2 },
            { key: 'creditCode', label: c.creditCode, children: company.creditCode },
            {
              key: 'status',
              label: c.status,
              children: <Tag color={STATUS_COLOR[company.status] ?? 'default'}>{company.statusLabel}</Tag>,
            },
            { key: 'contactName', label: c.contactName, children: company.contactName },
            { key: 'contactMobile', label: c.contactMobile, children: company.contactMobile },
            { key: 'createdAt', label: c.createdAt, children: dateTime(company.createdAt) },
            {
              key: 'verifiedAt',
              label: c.verifiedAt,
              children: dateTime(company.verifiedAt) || companyCopy.company.common.none,
            },
            { key: 'roles', label: c.myRoles, children: <RoleTags roles={company.roles} /> },
            {
              key: 'department',
              label: c.department,
              children: company.departmentName || c.noDepartment,
            },
            ...(headOf ? [{ key: 'headOf', label: c.headOf, children: headOf, span: 2 }] : []),
            {
              key: 'license',
              label: c.license,
              span: 2,
              children: company.licenseImage ? (
                <Image src={company.licenseImage} alt={c.license} width={160} fallback={IMAGE_FALLBACK} />
              ) : (
                companyCopy.company.common.none
              ),
            },
          ]}
        />
      </section>

      {admin && company.active && (
        <section className="mall-centre-panel" aria-labelledby="company-settings-title">
          <h2 id="company-settings-title">{c.settings}</h2>
          <div className="mall-company-setting">
            <Switch
              checked={company.poRequired}
              loading={settings.isPending}
              onChange={(checked) => void settings.run(checked)}
              aria-label={c.poRequired}
            />
            <div>
              <div className="label">{c.poRequired}</div>
              <div className="hint">{c.poRequiredHint}</div>
            </div>
          </div>
        </section>
      )}

      {admin && rejected && (
        <section className="mall-centre-panel" aria-labelledby="company-resubmit-title">
          <h2 id="company-resubmit-title">{c.resubmit}</h2>
          <CompanyForm
            initial={{
              name: company.name,
              creditCode: company.creditCode,
              licenseImage: company.licenseImage,
              contactName: company.contactName,
              contactMobile: company.contactMobile,
            }}
            submitText={c.resubmit}
            onSubmit={async (body) => {
              const next = await updateCompany(body);
              toast.success(c.resubmitted);
              onSaved(next);
            }}
          />
        </section>
      )}
    </>
  );
}
