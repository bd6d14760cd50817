import { DefaultsPanel } from './defaults-panel';
import { RobotsPanel } from './robots-panel';

/** 企业采购 → 消息通知 (管理员): the company's group robots, then its default notification settings. */
export function CompanyNotificationsPage() {
  return (
    <>
      <RobotsPanel />
      <DefaultsPanel />
    </>
  );
}
