import { useState } from 'react';
import { Select, Skeleton, Space, Typography } from 'antd';
import { HOME_FLOORS_MAX, type HomeFloorSetting } from '@mall/shared';
import { SaveButton } from '@/components/save-button';
import { t } from '@/locales/zh-CN';
import { contentKeys, saveFloors, useFloors } from '../api/content';

/** Which level-one categories the home page shows as floors, in the order chosen. */
export function FloorSetting() {
  const floors = useFloors();
  if (!floors.data) return <Skeleton active />;
  return <FloorEditor key={floors.data.floors.map((f) => f.id).join(',')} setting={floors.data} />;
}

function FloorEditor({ setting }: { setting: HomeFloorSetting }) {
  const [ids, setIds] = useState<number[]>(() => setting.floors.map((f) => f.id));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t.content.floorsHelp}</Typography.Text>
      <Space>
        <Select
          mode="multiple"
          style={{ minWidth: 480 }}
          value={ids}
          maxCount={HOME_FLOORS_MAX}
          onChange={setIds}
          aria-label={t.content.floorsTitle}
          options={setting.candidates.map((c) => ({ value: c.id, label: c.title }))}
        />
        <SaveButton onSave={() => saveFloors(ids)} queryKey={contentKeys.floors} />
      </Space>
    </Space>
  );
}
