import { JoinCompleteStep } from './join-steps';

export default function JoinIntegratedCompletePage() {
  return <JoinCompleteStep kind="integrated" />;
}
