import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { DownOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { DEFAULT_AREA_ID, DEFAULT_AREA_TITLE } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { getAreaIdList, hasAreaCookie, setAreaIdList, setSalesAreaCodes } from '@/lib/cookies';
import { useAreaList } from '../api/get-area-list';
import { getDefaultArea } from '../api/get-default-area';
import { Popover } from '@/components/lazy-antd';

const PROMPT_CLOSED_KEY = 'mall:location-prompt-closed';

function promptWanted(): boolean {
  if (hasAreaCookie()) return false;
  try {
    return window.sessionStorage.getItem(PROMPT_CLOSED_KEY) !== '1';
  } catch {
    return true;
  }
}

/** Sales-area selector of the top bar, with the location prompt. */
export function AreaSelector() {
  const { data: areas } = useAreaList();
  const [currentId] = useState(() => getAreaIdList()[0] ?? DEFAULT_AREA_ID);
  const [promptOpen, setPromptOpen] = useState(promptWanted);
  const [locating, setLocating] = useState(false);

  // On load, the areas that have products become the sales area codes.
  useEffect(() => {
    if (areas) setSalesAreaCodes(areas.filter((a) => a.hasSpu).map((a) => a.sysNo));
  }, [areas]);

  const current = areas?.find((a) => a.sysNo === currentId);
  const title = current?.title ?? (currentId === DEFAULT_AREA_ID ? DEFAULT_AREA_TITLE : DEFAULT_AREA_TITLE);

  const choose = (sysNo: string) => {
    setAreaIdList([sysNo]);
    window.location.reload();
  };

  const closePrompt = () => {
    try {
      window.sessionStorage.setItem(PROMPT_CLOSED_KEY, '1');
    } catch {
      // without session storage the prompt simply closes for this page
    }
    setPromptOpen(false);
  };

  const allowLocation = async () => {
    setLocating(true);
    try {
      const { defaultArea } = await getDefaultArea();
      setAreaIdList([defaultArea.sysNo]);
      if (defaultArea.sysNo !== currentId) window.location.reload();
      else setPromptOpen(false);
    } catch {
      setPromptOpen(false);
    } finally {
      setLocating(false);
    }
  };

  const panel = (
    <div className="mall-area-panel" role="listbox" aria-label={t.topBar.chooseArea}>
      {(areas ?? []).map((area) => (
        <button
          key={area.sysNo}
          type="button"
          role="option"
          aria-selected={area.sysNo === currentId}
          className={[area.sysNo === currentId ? 'active' : '', area.hasSpu ? '' : 'no-spu'].join(' ')}
          onClick={() => choose(area.sysNo)}
        >
          {area.title}
        </button>
      ))}
    </div>
  );

  const prompt = (
    <div className="mall-location-prompt" role="dialog" aria-label={t.topBar.locationAsk}>
      <div>{t.topBar.locationAsk}</div>
      <div className="actions">
        <Button size="small" onClick={closePrompt}>
          {t.topBar.locationClose}
        </Button>
        <Button size="small" type="primary" loading={locating} onClick={allowLocation}>
          {t.topBar.locationAllow}
        </Button>
      </div>
    </div>
  );

  // The prompt is a plain bubble under the selector, not an antd Popover: it opens with the page for every
  // new visitor, and Chrome counted antd's popover text as the page's largest paint (about 115,000 px² for
  // a 230 × 40 box, seen with a PerformanceObserver), so the search page's LCP was this prompt, seconds late.
  return (
    <span className="mall-area-anchor">
      <Popover content={panel} placement="bottomLeft" trigger="hover" title={t.topBar.chooseArea}>
        <span className="mall-area-trigger" data-testid="area-selector" tabIndex={0}>
          <EnvironmentOutlined />
          {t.topBar.areaPrefix}
          <span>{title}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </span>
      </Popover>
      {promptOpen && <div className="mall-location-bubble">{prompt}</div>}
    </span>
  );
}
