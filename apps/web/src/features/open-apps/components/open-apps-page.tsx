import { Typography } from 'antd';
import {
  OwnedOpenAppDialogs,
  ownedAppColumns,
  useOpenAppsEditor,
  type OpenAppFormCopy,
} from '@mall/client-kit';
import { OPEN_BUYER_SCOPES, type OpenApp, type OpenAppInput } from '@mall/shared';
import { CentreListPanel } from '@/components/centre-panel';
import { env } from '@/config/env';
import { openAppsCopy } from '@/locales/zh-CN-open-apps';
import { openAppsEndpoint, openAppsKey } from '../api/open-apps-api';
import '../open-apps.css';

const c = openAppsCopy;
/** The app dialog's words (the kit's dialog, shared with the shop's 开放接口 page). */
const formCopy: OpenAppFormCopy = { ...c.form, sandbox: c.sandbox, live: c.live };
const columnsCopy = {
  name: c.colName,
  clientId: c.colClientId,
  scopes: c.colScopes,
  mode: c.colMode,
  status: c.colStatus,
  ips: c.colIps,
  agent: c.colAgent,
  lastUsed: c.colLastUsed,
  actions: c.actions,
  sandbox: c.sandbox,
  live: c.live,
  active: c.active,
  suspended: c.suspended,
  anyIp: c.anyIp,
  none: c.empty,
};

/**
 * 企业采购 → 开放接口 (管理员): the company's apps for its ERP or procurement platform, which call /open/v1 with a
 * token from POST /oauth2/token. Create, change, rotate the secret (shown once), delete; 推送记录 shows an app's
 * push endpoints and their delivery log with 重新推送.
 */
export function OpenAppsPage() {
  const page = useOpenAppsEditor<OpenAppInput>({ endpoint: openAppsEndpoint, listKey: openAppsKey, copy: c });

  return (
    <CentreListPanel<OpenApp>
      headingId="company-open-apps-title"
      title={c.title}
      className="mall-open-apps"
      intro={
        <div className="mall-open-apps-intro">
          <p>{c.intro}</p>
          <p>
            {c.tokenEndpoint}
            <Typography.Text code>POST /oauth2/token</Typography.Text>
            <a href={`${env.apiBase}/open/docs`} target="_blank" rel="noreferrer">
              {c.docs}
            </a>
          </p>
        </div>
      }
      add={{ label: c.add, onClick: () => page.setEditing(null) }}
      list={page.list}
      none={c.none}
      table={{ size: 'small', scroll: { x: 'max-content' } }}
      columns={ownedAppColumns(page, columnsCopy, c)}
    >
      <OwnedOpenAppDialogs
        page={page}
        scopes={OPEN_BUYER_SCOPES}
        name="company-open-app"
        endpoint={openAppsEndpoint}
        copy={{ form: formCopy, rotateTitle: c.rotateDialog.title, rotate: c.rotateDialog, secret: c.secret }}
        drawerSize={960}
      />
    </CentreListPanel>
  );
}
