import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}

/** A titled band of the home page; its heading names it for screen readers. */
export function HomeSection({ id, title, intro, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <header className="flex flex-col gap-2 text-center">
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
        <p className="text-base-content/80">{intro}</p>
      </header>
      {children}
    </section>
  );
}
