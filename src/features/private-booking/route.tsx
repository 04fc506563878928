// Placeholder until the feature lands; owned by the feature's issue.
export function PrivateBookingFlow() {
  return null;
}
