import { useState } from 'react';
import { Button, Select, Skeleton, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { contentKeys, saveHotWords, useHotWords } from '../api/content';

/** The hot words under the search box, in order; saved as a whole list. */
export function HotWords() {
  const hotWords = useHotWords();
  if (!hotWords.data) return <Skeleton active />;
  // Keyed by the server's list: a saved list refills the editor.
  const initial = hotWords.data.map((w) => w.hotWord);
  return <HotWordsEditor key={initial.join('\n')} initial={initial} />;
}

function HotWordsEditor({ initial }: { initial: string[] }) {
  const queryClient = useQueryClient();
  const [words, setWords] = useState<string[]>(initial);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t.content.hotWordsHelp}</Typography.Text>
      <Select
        mode="tags"
        style={{ width: '100%', maxWidth: 720 }}
        value={words}
        maxCount={20}
        open={false}
        onChange={(v: string[]) => setWords(v.map((w) => w.trim()).filter(Boolean))}
        aria-label={t.content.hotWordsTitle}
      />
      <Button
        type="primary"
        onClick={() =>
          void saveHotWords(words).then(
            () => {
              toast.success(t.common.saved);
              void queryClient.invalidateQueries({ queryKey: contentKeys.hotWords });
            },
            () => undefined,
          )
        }
      >
        {t.common.save}
      </Button>
    </Space>
  );
}
