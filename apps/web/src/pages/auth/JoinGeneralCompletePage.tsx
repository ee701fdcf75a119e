import { JoinCompleteStep } from './join-steps';

export default function JoinGeneralCompletePage() {
  return <JoinCompleteStep kind="general" />;
}
