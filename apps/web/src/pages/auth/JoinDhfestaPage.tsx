import { JoinTermsStep } from './join-steps';

export default function JoinDhfestaPage() {
  return <JoinTermsStep kind="dhfesta" />;
}
