import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** The line under the card, such as the link to the other form. */
  footer: ReactNode;
}

/** The centred card that frames the login and registration forms. */
export function AuthCard({ title, children, footer }: AuthCardProps) {
  return (
    <div className="flex justify-center py-4 sm:py-8">
      <section className="card bg-base-100 border-base-300 w-full max-w-md border shadow-md">
        <div className="card-body gap-4 p-6 sm:p-8">
          <h1 className="text-center text-3xl font-bold">{title}</h1>
          {children}
          <p className="text-center text-sm">{footer}</p>
        </div>
      </section>
    </div>
  );
}
