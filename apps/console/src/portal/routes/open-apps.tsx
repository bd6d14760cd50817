import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { OPEN_MERCHANT_SCOPES, type OpenApp, type OpenShopAppInput } from '@mall/shared';
import {
  OwnedOpenAppDialogs,
  ownedAppColumns,
  useOpenAppsEditor,
  type OpenAppFormCopy,
} from '@mall/client-kit';
import { PageCard } from '@/components/page-card';
import { QueryTable } from '@/components/unpaged-tables';
import { env } from '@/config/env';
import { t } from '@/locales/zh-CN';
import { openAppsEndpoint, openAppsKey } from '../open-apps-api';

const c = t.portal.openApps;
/** The app dialog's words (the kit's dialog, as the company's 开放接口 page has it). */
const formCopy: OpenAppFormCopy = {
  addTitle: c.add,
  editTitle: c.edit,
  editHint: c.editHint,
  name: c.name,
  nameRequired: c.nameRequired,
  scopes: c.scopes,
  scopesRequired: c.scopesRequired,
  ips: c.ipAllowList,
  ipsHint: c.ipHelp,
  mode: c.mode,
  sandbox: c.sandbox,
  live: c.live,
};

const columnsCopy = {
  ...c,
  ips: c.ipAllowList,
  actions: t.common.actions,
  none: t.common.none,
};
const actionsCopy = {
  ...c,
  edit: t.common.edit,
  removeOk: t.common.confirm,
  cancel: t.common.cancel,
};
const secretCopy = {
  title: c.secretTitle,
  warning: c.secretWarning,
  clientId: c.clientId,
  clientSecret: c.secret,
  done: c.secretDone,
};
const rotateCopy = { grace: c.graceHours, graceHint: c.graceHelp };

/**
 * 开放接口 (店铺管理员): the shop's apps for its ERP, which call /open/v1/merchant with a token from
 * POST /oauth2/token. Create (the secret shown once), change, rotate the secret, delete; 推送记录 shows an app's
 * push endpoints and their delivery log with 重新推送.
 */
export default function PortalOpenAppsRoute() {
  const page = useOpenAppsEditor<OpenShopAppInput>({
    endpoint: openAppsEndpoint,
    listKey: openAppsKey,
    copy: c,
  });

  return (
    <PageCard
      title={t.portal.menu.openApps}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => page.setEditing(null)}>
          {c.add}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {c.intro}{' '}
        <a href={`${env.apiBase}/open/docs`} target="_blank" rel="noreferrer">
          {c.docs}
        </a>
      </Typography.Paragraph>
      <QueryTable<OpenApp>
        query={page.list}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        columns={ownedAppColumns(page, columnsCopy, actionsCopy)}
      />
      <OwnedOpenAppDialogs
        page={page}
        scopes={OPEN_MERCHANT_SCOPES}
        name="open-app"
        endpoint={openAppsEndpoint}
        copy={{
          form: formCopy,
          rotateTitle: `${c.rotate} · ${page.rotating?.name ?? ''}`,
          rotate: rotateCopy,
          secret: secretCopy,
        }}
      />
    </PageCard>
  );
}
