import {
  BuildOutlined,
  ExperimentOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';

/** The five level-one scene icons, used in order (spec "Scene category card"). */
const SCENE_ICONS = [
  ToolOutlined,
  ThunderboltOutlined,
  SafetyCertificateOutlined,
  BuildOutlined,
  ExperimentOutlined,
] as const;

export function SceneIcon({ index }: { index: number }) {
  const Icon = SCENE_ICONS[index % SCENE_ICONS.length] ?? ToolOutlined;
  return <Icon />;
}
