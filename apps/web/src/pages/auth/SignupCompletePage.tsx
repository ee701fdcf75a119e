import { JoinCompleteStep } from './join-steps';

/** signup/complete: the completion of a general sign-up reached through the older address. */
export default function SignupCompletePage() {
  return <JoinCompleteStep kind="general" />;
}
