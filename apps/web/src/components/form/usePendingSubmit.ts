import { useState, type FormEvent } from 'react';

/**
 * The submit handler of a form that sends itself: `send` runs once per submit and never twice at
 * a time, and `isPending` is true while it runs (the SubmitButton's state). `send` handles its
 * own failures.
 */
export function usePendingSubmit(send: () => Promise<void>): {
  isPending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
} {
  const [isPending, setPending] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setPending(true);
    void send().finally(() => setPending(false));
  };
  return { isPending, onSubmit };
}
