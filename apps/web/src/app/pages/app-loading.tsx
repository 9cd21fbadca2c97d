import { Spinner } from '../../components/ui/spinner';

/** The whole window while the app starts on a page whose code is still loading. */
export function AppLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" label="Loading…" />
    </div>
  );
}
