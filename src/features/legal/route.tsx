// Placeholder until the feature lands; owned by the feature's issue.
export function PrivacyPage() {
  return null;
}
export function ImprintPage() {
  return null;
}
export function AccessibilityPage() {
  return null;
}
