import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** The line under the form that leads to the other form, e.g. "New to the site?" + Register. */
  switchPrompt?: string;
  switchTo?: '/login' | '/register';
  switchLabel?: string;
}

/** The centred card that frames the login and registration forms, and the account links' pages. */
export function AuthCard({ title, children, switchPrompt, switchTo, switchLabel }: AuthCardProps) {
  const location = useLocation();
  return (
    <div className="flex justify-center py-4 sm:py-8">
      <section className="card bg-base-100 border-base-300 w-full max-w-md border shadow-md">
        <div className="card-body gap-4 p-6 sm:p-8">
          <h1 className="text-center text-3xl font-bold">{title}</h1>
          {children}
          {switchTo && (
            <p className="text-center text-sm">
              {switchPrompt}{' '}
              {/* Keeps the page the guard sent the visitor from, so either form returns there. */}
              <Link to={switchTo} state={location.state} className="link link-primary font-medium">
                {switchLabel}
              </Link>
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
