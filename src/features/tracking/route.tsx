// Placeholder until the feature lands; owned by the feature's issue.
export function TrackingPage() {
  return null;
}
