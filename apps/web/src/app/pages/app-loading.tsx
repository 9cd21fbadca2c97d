import { Spinner } from '../../components/ui/spinner';
import { useLingui } from '../../lib/i18n';

/** The whole window while the app starts on a page whose code is still loading. */
export function AppLoading() {
  const { _ } = useLingui();
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" label={_('app.loading')} />
    </div>
  );
}
