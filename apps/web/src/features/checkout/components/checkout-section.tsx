import type { ReactNode } from 'react';

/** One titled block of the settlement page, named for screen readers by its title. */
export function Section({
  title,
  children,
  extra,
}: {
  title: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <section className="mall-checkout-section" aria-label={title}>
      <header>
        <h2>{title}</h2>
        {extra}
      </header>
      <div className="body">{children}</div>
    </section>
  );
}
