import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { DropdownProps, PopoverProps } from 'antd';

/*
 * antd components a catalogue page shows only sometimes or below the fold, loaded when first wanted so they
 * stay off the page's first download (docs/decisions/2026-11-25-lean-storefront.md). Same props as antd's
 * own.
 */

const LazyResult = lazy(() => import('antd/es/result'));
const LazyPagination = lazy(() => import('antd/es/pagination'));
const LazyEmpty = lazy(() => import('antd/es/empty'));

/** antd Result (its illustrations weigh 10 KB gzipped): error and not-found states only. */
export function Result(props: ComponentProps<typeof LazyResult>) {
  return (
    <Suspense fallback={null}>
      <LazyResult {...props} />
    </Suspense>
  );
}

/** antd Pagination (it brings Select along): under a listing. The fallback keeps its height. */
export function Pagination(props: ComponentProps<typeof LazyPagination>) {
  return (
    <Suspense fallback={<div style={{ height: 32 }} />}>
      <LazyPagination {...props} />
    </Suspense>
  );
}

/** antd Empty: a listing with no result only. */
export function Empty(props: ComponentProps<typeof LazyEmpty>) {
  return (
    <Suspense fallback={null}>
      <LazyEmpty {...props} />
    </Suspense>
  );
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A component made by lazyComponent: renders nothing until its code has arrived. */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component whose code loads when it is first rendered (or `preload()` is called), without Suspense: it
 * renders nothing until the code has arrived, then the loaded component. No Suspense boundary is involved,
 * so nothing already on the screen is hidden, replaced or re-mounted when the code arrives — a button the
 * visitor is clicking stays the same element. Make one per module, at the top level:
 * `const Picker = lazyComponent(() => import('./picker'))`, then `{open && <Picker … />}`.
 */
export function lazyComponent<P extends object>(load: Loader<P>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m.default;
      for (const listener of listeners) listener();
    }));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  function Lazy(props: P) {
    const component = useSyncExternalStore(subscribe, current, current);
    useEffect(() => {
      void preload();
    }, []);
    return component ? createElement(component, props) : null;
  }
  return Object.assign(Lazy, { preload });
}

/** What LazyOverlay gives the overlay it loads, beside the overlay's own props. */
type OverlayProps = Record<string, unknown> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  getPopupContainer: () => HTMLElement;
  children: ReactNode;
};

const CLOSE_DELAY_MS = 100;

/**
 * An antd overlay (Popover, Dropdown) loaded when it is first wanted, hung on its trigger without ever
 * touching the trigger: the trigger is rendered once, inside a `span.mall-lazy-overlay` that is there from
 * the first paint, and is never wrapped, cloned or re-mounted — a click that lands while the overlay's code
 * is on its way still reaches it. The overlay, once loaded, is a sibling anchored on an empty box covering
 * the trigger (`.mall-lazy-overlay-anchor`) and opens inside the span, so moving the pointer onto it keeps it
 * open. Hover opens on pointer or focus and closes on leaving; click toggles and closes on a click elsewhere;
 * a controlled overlay (`open` given) opens when told.
 */
function LazyOverlay({
  overlay: Overlay,
  overlayProps,
  trigger = 'hover',
  open: controlled,
  className,
  children,
}: {
  /** The overlay (antd Popover, Dropdown … made with lazyComponent), loaded when it first opens. */
  overlay: LazyComponent<OverlayProps>;
  /** The overlay's own props (content, placement, menu …); open, onOpenChange and the container are set here. */
  overlayProps: object;
  trigger?: 'hover' | 'click';
  open?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const box = useRef<HTMLSpanElement>(null);
  const closing = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closing.current), []);
  useEffect(() => {
    if (controlled !== undefined || trigger !== 'click' || !own) return;
    const away = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOwn(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [controlled, trigger, own]);

  const show = () => {
    window.clearTimeout(closing.current);
    setOwn(true);
  };
  const hide = () => {
    window.clearTimeout(closing.current);
    closing.current = window.setTimeout(() => setOwn(false), CLOSE_DELAY_MS);
  };
  const handlers =
    controlled !== undefined
      ? {}
      : trigger === 'hover'
        ? { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide }
        : { onClick: (event: React.MouseEvent) => (isInOverlay(event) ? undefined : setOwn((o) => !o)) };
  const props = {
    ...(overlayProps as Record<string, unknown>),
    open,
    onOpenChange: (next: boolean) => {
      if (!next && controlled === undefined) setOwn(false);
    },
    getPopupContainer: () => box.current ?? document.body,
  };

  return (
    <span ref={box} className={['mall-lazy-overlay', className].filter(Boolean).join(' ')} {...handlers}>
      {children}
      {wanted && (
        <Overlay {...props}>
          <span className="mall-lazy-overlay-anchor" aria-hidden />
        </Overlay>
      )}
    </span>
  );
}

/** A click inside the opened overlay's popup (it lives in the same span) does not toggle it. */
function isInOverlay(event: React.MouseEvent): boolean {
  const target = event.target as HTMLElement;
  return Boolean(target.closest?.('.ant-popover, .ant-dropdown'));
}

const LazyPopover = lazyComponent(
  () => import('antd/es/popover') as unknown as Promise<{ default: ComponentType<OverlayProps> }>,
);
const LazyDropdown = lazyComponent(
  () => import('antd/es/dropdown') as unknown as Promise<{ default: ComponentType<OverlayProps> }>,
);

/** An antd overlay's props as its lazy stand-in takes them: antd's own, its trigger (hover or click) and the trigger's class. */
type LazyOverlayProps<P> = Omit<P, 'trigger' | 'children'> & {
  trigger?: 'hover' | 'click';
  className?: string;
  children: ReactNode;
};

/** The stand-in of an antd overlay (made with lazyComponent): its props go to the overlay, hung on LazyOverlay. */
function lazyOverlay<P>(overlay: LazyComponent<OverlayProps>) {
  return function LazyOverlaid({ children, trigger = 'hover', className, ...props }: LazyOverlayProps<P>) {
    const { open, ...overlayProps } = props as typeof props & { open?: boolean };
    return (
      <LazyOverlay
        overlay={overlay}
        overlayProps={{ ...overlayProps, trigger: [] }}
        trigger={trigger}
        open={open}
        className={className}
      >
        {children}
      </LazyOverlay>
    );
  };
}

/** antd Popover, loaded when first opened; hung on its trigger by LazyOverlay (never re-mounts it). */
export const Popover = lazyOverlay<PopoverProps>(LazyPopover);

/** antd Dropdown (it brings Menu, about 20 KB gzipped), loaded when first opened; see LazyOverlay. */
export const Dropdown = lazyOverlay<Omit<DropdownProps, 'open'>>(LazyDropdown);
