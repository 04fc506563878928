// Placeholder until the feature lands; owned by the feature's issue.
export function PaymentPage() {
  return null;
}
