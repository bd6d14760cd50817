import type { ReactNode } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useAction } from '@mall/client-kit';
import { toast } from '@/lib/toast';

/**
 * 导出 / 下载 a file the buyer asked for: the button spins while the file is made, then says it was saved
 * (`saved`, from the file's name). `download` resolves the saved name, or null when nothing was saved (the
 * request layer showed why).
 */
export function DownloadButton({
  download,
  saved,
  children,
}: {
  download: () => Promise<string | null>;
  saved: (name: string) => string;
  children: ReactNode;
}) {
  const action = useAction(download, { onSuccess: (name) => name && toast.success(saved(name)) });
  return (
    <Button icon={<DownloadOutlined />} loading={action.isPending} onClick={() => void action.run()}>
      {children}
    </Button>
  );
}
