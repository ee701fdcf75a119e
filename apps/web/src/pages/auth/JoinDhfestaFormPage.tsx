import { JoinFormStep } from './join-steps';

export default function JoinDhfestaFormPage() {
  return <JoinFormStep kind="dhfesta" />;
}
