import { useState } from 'react';
import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useLingui } from '../../../lib/i18n';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { _ } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? _('auth.hide') : _('auth.show')}
          <span className="sr-only"> {_('auth.passwordSuffix')}</span>
        </button>
      }
    />
  );
}
