import type { SiteConfigSave } from '@mall/shared';
import { RequiredTextItem } from '@/components/form-items';
import { SettingsForm } from '@/components/settings-form';
import { t } from '@/locales/zh-CN';
import { saveSiteSettings, settingsKeys, useSiteSettings } from '../api/settings';

const FIELDS = [
  ['siteName', 30],
  ['webSite', 50],
  ['phone', 30],
  ['icp', 50],
  ['address', 100],
  ['copyright', 100],
] as const;

/** Site constants shown in the storefront's header, footer and title. */
export function SiteForm() {
  const site = useSiteSettings();
  return (
    <SettingsForm<SiteConfigSave>
      query={site}
      queryKey={settingsKeys.site}
      wrapperSpan={12}
      onSave={saveSiteSettings}
    >
      {FIELDS.map(([name, max]) => (
        <RequiredTextItem key={name} name={name} label={t.settings[name]} max={max} />
      ))}
    </SettingsForm>
  );
}
