import type { ComponentPropsWithRef } from 'react';

interface SubmitButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** Disables the button and shows `pendingLabel` while the form is being sent. */
  isPending: boolean;
  pendingLabel: string;
  /** Full width, as on the sign-in pages. */
  isBlock?: boolean;
}

/** The form's primary button: disabled and relabelled while the form is being sent. */
export function SubmitButton({ isPending, pendingLabel, isBlock = false, className, disabled, children, ...props }: SubmitButtonProps) {
  const classes = ['btn btn-primary', isBlock ? 'btn-block' : null, className].filter(Boolean).join(' ');
  return (
    <button type="submit" className={classes} disabled={isPending || disabled} {...props}>
      {isPending ? pendingLabel : children}
    </button>
  );
}
