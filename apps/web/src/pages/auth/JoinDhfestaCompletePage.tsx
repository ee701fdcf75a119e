import { JoinCompleteStep } from './join-steps';

export default function JoinDhfestaCompletePage() {
  return <JoinCompleteStep kind="dhfesta" />;
}
