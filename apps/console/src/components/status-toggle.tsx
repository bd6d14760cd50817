import { App, Button } from 'antd';

/** The props of an account's 停用 / 启用 button (a buyer's, a company's). */
export type AccountStatusProps = { id: number; status: number; link?: boolean };

type ToggleTexts = { enable: string; disable: string; enableConfirm: string; disableConfirm: string };

/**
 * 停用 / 启用 an account after a confirmation (a red button or link to disable). The dialog waits for
 * `onConfirm`: it stays open while that runs and, if it rejects, after.
 */
export function StatusToggle({
  enable,
  texts,
  onConfirm,
  link = false,
}: {
  /** True when the account is disabled (the action enables it). */
  enable: boolean;
  texts: ToggleTexts;
  onConfirm: () => Promise<unknown>;
  link?: boolean;
}) {
  const { modal } = App.useApp();
  const run = () =>
    modal.confirm({
      title: enable ? texts.enableConfirm : texts.disableConfirm,
      okButtonProps: { danger: !enable },
      onOk: onConfirm,
    });
  const label = enable ? texts.enable : texts.disable;
  return link ? (
    <a onClick={run}>{label}</a>
  ) : (
    <Button danger={!enable} onClick={run}>
      {label}
    </Button>
  );
}
