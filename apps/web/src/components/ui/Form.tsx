import type { FormHTMLAttributes, ReactNode } from 'react';

/**
 * A form the page sends itself, through the typed client: the browser's own submission is stopped and `onSubmit`
 * runs (Enter in a field and the submit button both reach it). `method="post"` keeps what was typed out of the address
 * bar should the form ever be sent before the page's script runs. Fields, labels and `noValidate` are the caller's.
 */
export function Form({
  onSubmit,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'method'> & { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      method="post"
      {...props}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
