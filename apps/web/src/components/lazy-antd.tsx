import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type ComponentProps,
  type DOMAttributes,
  type ReactElement,
} from 'react';
import type { PopoverProps } from 'antd';

/*
 * antd components a catalogue page shows only sometimes or below the fold, loaded when first rendered so
 * they stay off the page's first download (docs/decisions/2026-11-25-lean-storefront.md). Same props as
 * antd's own.
 */

const LazyResult = lazy(() => import('antd/es/result'));
const LazyPagination = lazy(() => import('antd/es/pagination'));

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

const LazyPopover = lazy(() => import('antd/es/popover'));

type Wakers = Pick<DOMAttributes<Element>, 'onMouseEnter' | 'onFocus' | 'onClick'>;

/**
 * antd Popover, loaded when it is first needed: a controlled one (`open` given) when it first opens; any
 * other when the pointer, focus or a click reaches its one child element — then it mounts already open.
 * Until then the child is rendered as it is (same element, no wrapper), so nothing moves when the
 * popover's code arrives. Once loaded it stays.
 */
export function Popover({ children, ...props }: PopoverProps & { children: ReactElement<Wakers> }) {
  const [woken, setWoken] = useState(false);
  const controlled = props.open !== undefined;
  if (props.open && !woken) setWoken(true);
  if (!woken) {
    if (controlled) return children;
    const own = children.props;
    const wake =
      <E,>(handler?: (event: E) => void) =>
      (event: E) => {
        handler?.(event);
        setWoken(true);
      };
    return cloneElement(children, {
      onMouseEnter: wake(own.onMouseEnter),
      onFocus: wake(own.onFocus),
      onClick: wake(own.onClick),
    });
  }
  return (
    <Suspense fallback={children}>
      <LazyPopover defaultOpen={!controlled} {...props}>
        {children}
      </LazyPopover>
    </Suspense>
  );
}
