import type { ReactNode } from 'react';
import type { OpenApp, OpenScope } from '@mall/shared';
import type { OpenAppsEndpoint } from './api';
import {
  OpenAppRowActions,
  openAppColumns,
  type OpenAppActionsCopy,
  type OpenAppColumnsCopy,
} from './app-columns';
import { OpenAppFormModal, type OpenAppFormCopy } from './app-form';
import { openDeliveriesCopy } from './copy';
import { RotateSecretModal, type RotateSecretCopy } from './rotate-modal';
import { OpenAppSecretModal, type OpenAppSecretCopy } from './secret-modal';
import type { useOpenAppsEditor } from './use-open-apps-editor';
import { OpenAppDeliveriesDrawer } from './webhook-list';

/** What an owner's app page types in: the form's values, with the scopes of its audience. */
type OwnedAppInput<S extends OpenScope> = {
  name: string;
  scopes: S[];
  ipAllowList: string[];
  mode: 'sandbox' | 'live';
};
type Editor<S extends OpenScope> = ReturnType<typeof useOpenAppsEditor<OwnedAppInput<S>>>;

/**
 * The table of an owner's apps (the kit's columns) with each row's 修改, 更换密钥, 推送记录 (worded as the kit's
 * drawer) and 删除 wired to the page's editor.
 */
export const ownedAppColumns = <S extends OpenScope>(
  page: Editor<S>,
  columnsCopy: OpenAppColumnsCopy,
  actionsCopy: Omit<OpenAppActionsCopy, 'deliveries'>,
) =>
  openAppColumns<OpenApp>(columnsCopy, (app: OpenApp) => (
    <OpenAppRowActions
      copy={{ ...actionsCopy, deliveries: openDeliveriesCopy.deliveries }}
      onEdit={() => page.setEditing(app)}
      onRotate={() => page.setRotating(app)}
      onDeliveries={() => page.setViewing(app)}
      onRemove={() => page.removing.run(app)}
      removing={page.removing.pendingArg?.id === app.id}
    />
  ));

/**
 * The dialogs of a company's or a shop's 开放接口 page: the app form, 更换密钥, the secret shown once, and the
 * 推送记录 drawer; `name` prefixes the forms' field ids (`<name>` and `<name>-rotate`).
 */
export function OwnedOpenAppDialogs<S extends OpenScope>({
  page,
  scopes,
  name,
  endpoint,
  copy,
  drawerSize,
}: {
  page: Editor<S>;
  scopes: readonly S[];
  name: string;
  endpoint: OpenAppsEndpoint;
  copy: {
    form: OpenAppFormCopy;
    rotateTitle: ReactNode;
    rotate: RotateSecretCopy;
    secret: OpenAppSecretCopy;
  };
  drawerSize?: number;
}) {
  return (
    <>
      <OpenAppFormModal
        editing={page.editing}
        scopes={scopes}
        copy={copy.form}
        name={name}
        onClose={() => page.setEditing(undefined)}
        onSubmit={page.save}
      />
      <RotateSecretModal
        app={page.rotating}
        title={copy.rotateTitle}
        copy={copy.rotate}
        name={`${name}-rotate`}
        onClose={() => page.setRotating(null)}
        onSubmit={page.rotate}
      />
      <OpenAppSecretModal shown={page.shown} copy={copy.secret} onClose={page.closeSecret} />
      <OpenAppDeliveriesDrawer
        app={page.viewing}
        onClose={() => page.setViewing(null)}
        endpoint={endpoint}
        size={drawerSize}
      />
    </>
  );
}
