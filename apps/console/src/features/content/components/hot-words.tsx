import { useState } from 'react';
import { Select, Skeleton, Space, Typography } from 'antd';
import { SaveButton } from '@/components/save-button';
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
      <SaveButton onSave={() => saveHotWords(words)} queryKey={contentKeys.hotWords} />
    </Space>
  );
}
