import type { ReactNode } from 'react';

/** The min–max inputs of a listing (price, a numeric attribute): Enter or its submit button applies them. */
export function RangeForm({
  className,
  onApply,
  children,
}: {
  className: string;
  onApply: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      {children}
    </form>
  );
}
